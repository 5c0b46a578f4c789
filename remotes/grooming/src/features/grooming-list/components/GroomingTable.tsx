// Desktop (>= 1024 px): Fecha, Paciente, Servicio, Especificaciones, Pago, Costo, and the actions;
// one page from the server, its pagination asking for the others.
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '@vet/shared-ui';
import type { GroomingService } from '../../grooming/api/types';
import { PaymentTag } from './PaymentTag';
import type { Paging } from './paging';
import { ServiceActions, type ServiceActionsProps } from './ServiceActions';

type Props = { services: readonly GroomingService[]; paging: Paging } & Omit<ServiceActionsProps, 'service'>;

export function GroomingTable({ services, paging, onEdit, onDelete }: Props) {
  const columns: TableColumnsType<GroomingService> = [
    { key: 'date', title: 'Fecha', render: (_, item) => formatDateTime(item.date) },
    {
      key: 'patient',
      title: 'Paciente',
      render: (_, item) =>
        item.patientId ? <Link to={`/patients/${item.patientId._id}`}>{item.patientId.name}</Link> : '—',
    },
    { key: 'service', title: 'Servicio', dataIndex: 'service' },
    { key: 'specifications', title: 'Especificaciones', dataIndex: 'specifications', ellipsis: true },
    { key: 'payment', title: 'Pago', render: (_, item) => <PaymentTag type={item.paymentType} /> },
    { key: 'cost', title: 'Costo', align: 'right', render: (_, item) => `${formatMoney(item.cost)} USD` },
    {
      key: 'actions',
      title: 'Acciones',
      width: 180,
      render: (_, item) => <ServiceActions service={item} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return (
    <Table<GroomingService>
      rowKey="_id"
      columns={columns}
      dataSource={services as GroomingService[]}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: paging.total,
        showSizeChanger: false,
        showTotal: (total) => `${total} servicios`,
        onChange: paging.onChange,
      }}
    />
  );
}
