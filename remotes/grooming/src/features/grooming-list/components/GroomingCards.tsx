// Phones and tablets (< 1024 px): one card per service, the cost and payment easy to read. Paged,
// so a busy month does not render hundreds of cards at once.
import { useState } from 'react';
import { Card, Pagination, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '@vet/shared-ui';
import type { GroomingService } from '../../grooming/api/types';
import { PaymentTag } from './PaymentTag';
import { ServiceActions, type ServiceActionsProps } from './ServiceActions';

type Props = { services: readonly GroomingService[] } & Omit<ServiceActionsProps, 'service'>;

const PAGE_SIZE = 10;

export function GroomingCards({ services, onEdit, onDelete }: Props) {
  const [page, setPage] = useState(1);
  // A search or a deletion can shorten the list under the current page.
  const current = Math.min(page, Math.max(1, Math.ceil(services.length / PAGE_SIZE)));
  const visible = services.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <div className="grooming-cards">
      {visible.map((item) => (
        <Card
          key={item._id}
          size="small"
          title={
            item.patientId ? <Link to={`/patients/${item.patientId._id}`}>{item.patientId.name}</Link> : '—'
          }
          extra={<strong>{formatMoney(item.cost)} USD</strong>}
          actions={[<ServiceActions key="actions" service={item} onEdit={onEdit} onDelete={onDelete} />]}
        >
          <div>
            {item.service} · <PaymentTag type={item.paymentType} />
          </div>
          <Typography.Text type="secondary">{formatDateTime(item.date)}</Typography.Text>
          {item.specifications && <div className="grooming-cards__specs">{item.specifications}</div>}
        </Card>
      ))}
      {services.length > PAGE_SIZE && (
        <Pagination
          size="small"
          current={current}
          pageSize={PAGE_SIZE}
          total={services.length}
          onChange={setPage}
        />
      )}
    </div>
  );
}
