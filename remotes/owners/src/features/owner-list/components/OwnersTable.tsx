// Desktop: one page of owners as a table, its pagination asking the server for the others. E-mail and date columns appear on wide screens only.
import { memo, useMemo } from 'react';
import type { PaginationProps } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatPhone } from '@vet/shared-ui';
import { DataTable, type DataColumn } from '@vet/shared-ui/table';
import { paths } from '@vet/shared-ui/contract';
import type { Owner } from '../../../api/types';
import { OwnerActions } from './OwnerActions';

const ownerKey = (owner: Owner) => owner._id;

export const OwnersTable = memo(function OwnersTable({
  owners,
  onDelete,
  pagination,
}: {
  owners: Owner[];
  onDelete: (owner: Owner) => void;
  pagination: PaginationProps;
}) {
  const columns = useMemo<DataColumn<Owner>[]>(
    () => [
      {
        key: 'name',
        title: 'Nombre',
        render: (owner) => <Link to={paths.owner(owner._id)}>{owner.name}</Link>,
      },
      { key: 'contact', title: 'Teléfono', render: (owner) => formatPhone(owner.contact) },
      { key: 'email', title: 'Email', wideScreensOnly: true, render: (owner) => owner.email || '—' },
      {
        key: 'createdAt',
        title: 'Registrado',
        wideScreensOnly: true,
        render: (owner) => formatDate(owner.createdAt),
      },
      {
        key: 'actions',
        title: 'Acciones',
        width: 220,
        render: (owner) => <OwnerActions owner={owner} onDelete={onDelete} />,
      },
    ],
    [onDelete],
  );
  return <DataTable rows={owners} rowKey={ownerKey} columns={columns} pagination={pagination} />;
});
