// Phones and tablets (< 1024 px): one card per service of the page the server sent, the cost and
// payment easy to read. A memo component, as the table.
import { memo } from 'react';
import { Pagination } from 'antd';
import { cardsPager, type Paging } from '@vet/shared-ui/table';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '@vet/shared-ui';
import { Panel } from '@vet/shared-ui/panel';
import { paths } from '@vet/shared-ui/contract';
import type { GroomingService } from '../../../api/types';
import { PaymentTag } from './PaymentTag';
import { ServiceActions, type ServiceActionsProps } from './ServiceActions';

type Props = { services: readonly GroomingService[]; paging: Paging } & Omit<ServiceActionsProps, 'service'>;

export const GroomingCards = memo(function GroomingCards({ services, paging, onEdit, onDelete }: Props) {
  return (
    <div className="grooming-cards">
      {services.map((item) => (
        <Panel
          key={item._id}
          size="small"
          title={item.patientId ? <Link to={paths.pet(item.patientId._id)}>{item.patientId.name}</Link> : '—'}
          extra={<strong>{formatMoney(item.cost)} USD</strong>}
          footer={<ServiceActions service={item} onEdit={onEdit} onDelete={onDelete} />}
        >
          <div>
            {item.service} · <PaymentTag type={item.paymentType} />
          </div>
          <span className="grooming-card__date">{formatDateTime(item.date)}</span>
          {item.specifications && <div className="grooming-cards__specs">{item.specifications}</div>}
        </Panel>
      ))}
      <Pagination {...cardsPager(paging)} />
    </div>
  );
});
