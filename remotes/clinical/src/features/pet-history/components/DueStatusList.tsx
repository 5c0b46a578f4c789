// Where the pet stands on each product (GET /patients/:id/preventives `status`, the most urgent first):
// «Vencida» in red, «Próxima» in amber, «Al día» in green, always the word beside the colour, with the
// next dose's day or the day it expired.
import { formatDate } from '@vet/shared-ui';
import type { DueStatus } from '../../../api/types';
import { MSG } from '../../../messages';

export function DueStatusList({ status }: { status: readonly DueStatus[] }) {
  return (
    <ul className="clinical-due-list" aria-label={MSG.dueStatusTitle}>
      {status.map((item) => (
        <li key={item.preventiveId} className="clinical-due-list__item">
          <span className={`clinical-due clinical-due--${item.status}`}>{MSG.dueLabels[item.status]}</span>
          <span className="clinical-due-list__product">{item.product}</span>
          <span className="clinical-muted">
            {item.status === 'overdue'
              ? MSG.expiredOn(formatDate(item.nextDue))
              : MSG.nextDose(formatDate(item.nextDue))}
          </span>
        </li>
      ))}
    </ul>
  );
}
