// Desktop: one page of owners as a table, its pagination asking the server for the others. E-mail and date columns appear on wide screens only.
import { memo, useMemo } from 'react';
import { Table, type TablePaginationConfig, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '@vet/shared-ui';
import type { Owner } from '../../owners/api/types';
import { formatContact } from '../../owners/contact';
import { OwnerActions } from './OwnerActions';

export const OwnersTable = memo(function OwnersTable({
  owners,
  onDelete,
  pagination,
}: {
  owners: Owner[];
  onDelete: (owner: Owner) => void;
  pagination: TablePaginationConfig;
}) {
  const columns = useMemo<TableColumnsType<Owner>>(
    () => [
      {
        title: 'Nombre',
        dataIndex: 'name',
        render: (name: string, owner) => <Link to={`/owners/${owner._id}`}>{name}</Link>,
      },
      { title: 'Teléfono', dataIndex: 'contact', render: (contact: string) => formatContact(contact) },
      { title: 'Email', dataIndex: 'email', responsive: ['xl'], render: (email: string) => email || '—' },
      {
        title: 'Registrado',
        dataIndex: 'createdAt',
        responsive: ['xl'],
        render: (createdAt: string) => formatDate(createdAt),
      },
      {
        title: 'Acciones',
        key: 'actions',
        width: 220,
        render: (_: unknown, owner) => <OwnerActions owner={owner} onDelete={onDelete} />,
      },
    ],
    [onDelete],
  );
  return <Table<Owner> rowKey="_id" dataSource={owners} columns={columns} pagination={pagination} />;
});
