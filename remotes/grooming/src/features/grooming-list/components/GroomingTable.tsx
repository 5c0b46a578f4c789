// Desktop (>= 1024 px): Fecha, Paciente, Servicio, Especificaciones, Pago, Costo, and the actions;
// one page from the server, its pagination asking for the others (the list's frame says the count). A memo component: a keystroke in the
// search box redraws the box, not the rows, until the server answers the new search.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '@vet/shared-ui';
import { DataTable, tablePager, type DataColumn, type Paging } from '@vet/shared-ui/table';
import { paths } from '@vet/shared-ui/contract';
import type { GroomingService } from '../../../api/types';
import { PaymentTag } from './PaymentTag';
import { ServiceActions, type ServiceActionsProps } from './ServiceActions';

type Props = { services: readonly GroomingService[]; paging: Paging } & Omit<ServiceActionsProps, 'service'>;

const serviceKey = (item: GroomingService) => item._id;

export const GroomingTable = memo(function GroomingTable({ services, paging, onEdit, onDelete }: Props) {
  const columns: DataColumn<GroomingService>[] = [
    { key: 'date', title: 'Fecha', render: (item) => formatDateTime(item.date) },
    {
      key: 'patient',
      title: 'Paciente',
      render: (item) =>
        item.patientId ? <Link to={paths.pet(item.patientId._id)}>{item.patientId.name}</Link> : '—',
    },
    { key: 'service', title: 'Servicio', render: (item) => item.service },
    // Whole, wrapping in its cell: cut to one line with «…», the table's layout became fixed and every
    // column as wide as the others, so the specifications were cut even where the table had room.
    { key: 'specifications', title: 'Especificaciones', render: (item) => item.specifications },
    { key: 'payment', title: 'Pago', render: (item) => <PaymentTag type={item.paymentType} /> },
    { key: 'cost', title: 'Costo', align: 'right', render: (item) => `${formatMoney(item.cost)} USD` },
    {
      key: 'actions',
      title: 'Acciones',
      width: 180,
      render: (item) => <ServiceActions service={item} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return <DataTable rows={services} rowKey={serviceKey} columns={columns} pagination={tablePager(paging)} />;
});
