// A member's controls (docs/product/clinic.md#equipo): the role (a list whose choice asks for
// confirmation), «Desactivar» or «Reactivar», and «Traspasar administración» for an active member. On
// the administrator's own row every control is disabled and the reason is written beside them, and
// named as their description: never a button that does nothing without saying why.
import { Button, Select, Space, type ButtonProps } from 'antd';
import type { Member } from '../../../api/types';
import { MSG } from '../../../messages';
import type { MemberAction } from '../memberAction';
import { ROLE_OPTIONS, memberName } from '../../../roles';

/** The id of the own row's reason: one own row on the screen (a table or cards, never both). */
export const OWN_ROW_REASON_ID = 'clinic-own-row-reason';

interface ControlProps {
  member: Member;
  /** The signed-in administrator's own row. */
  own: boolean;
  onAsk: (action: MemberAction) => void;
}

export function RoleSelect({ member, own, onAsk }: ControlProps) {
  return (
    <Select
      className="clinic-role-select"
      aria-label={`Rol de ${memberName(member)}`}
      aria-describedby={own ? OWN_ROW_REASON_ID : undefined}
      // The member's role until a change is confirmed and the list read again.
      value={member.role}
      options={ROLE_OPTIONS}
      disabled={own}
      virtual={false}
      onChange={(role) => {
        if (role !== member.role) onAsk({ kind: 'role', member, role });
      }}
    />
  );
}

export function MemberButtons({
  member,
  own,
  onAsk,
  size = 'small',
}: ControlProps & { size?: ButtonProps['size'] }) {
  const name = memberName(member);
  const described = own ? OWN_ROW_REASON_ID : undefined;
  return (
    <div className="clinic-member-buttons">
      <Space size={size === 'small' ? 4 : 8} wrap>
        {member.active ? (
          <Button
            size={size}
            danger
            disabled={own}
            aria-label={`Desactivar a ${name}`}
            aria-describedby={described}
            onClick={() => onAsk({ kind: 'deactivate', member })}
          >
            Desactivar
          </Button>
        ) : (
          <Button
            size={size}
            aria-label={`Reactivar a ${name}`}
            onClick={() => onAsk({ kind: 'activate', member })}
          >
            Reactivar
          </Button>
        )}
        {member.active && (
          <Button
            size={size}
            disabled={own}
            aria-label={`Traspasar administración a ${name}`}
            aria-describedby={described}
            onClick={() => onAsk({ kind: 'handOver', member })}
          >
            Traspasar administración
          </Button>
        )}
      </Space>
      {own && (
        <p id={OWN_ROW_REASON_ID} className="clinic-own-reason">
          {MSG.ownRow}
        </p>
      )}
    </div>
  );
}
