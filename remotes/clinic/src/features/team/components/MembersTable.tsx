// Desktop: the members as a table, the role chosen in its column, the actions in the last.
import { memo, useMemo } from 'react';
import { DataTable, type DataColumn } from '@vet/shared-ui/table';
import type { Member } from '../../../api/types';
import type { MemberAction } from '../memberAction';
import { memberName } from '../../../roles';
import { MemberButtons, RoleSelect } from './MemberControls';
import { MemberStatus } from './MemberStatus';

const memberKey = (member: Member) => member._id;

export const MembersTable = memo(function MembersTable({
  members,
  ownId,
  onAsk,
}: {
  members: Member[];
  ownId: string;
  onAsk: (action: MemberAction) => void;
}) {
  const columns = useMemo<DataColumn<Member>[]>(
    () => [
      { key: 'name', title: 'Nombre', render: (member) => memberName(member) },
      { key: 'email', title: 'Correo', render: (member) => member.email },
      {
        key: 'role',
        title: 'Rol',
        width: 170,
        render: (member) => <RoleSelect member={member} own={member._id === ownId} onAsk={onAsk} />,
      },
      {
        key: 'active',
        title: 'Estado',
        width: 100,
        render: (member) => <MemberStatus active={member.active} />,
      },
      {
        key: 'actions',
        title: 'Acciones',
        width: 300,
        render: (member) => <MemberButtons member={member} own={member._id === ownId} onAsk={onAsk} />,
      },
    ],
    [ownId, onAsk],
  );
  return <DataTable rows={members} rowKey={memberKey} columns={columns} label="Miembros" />;
});
