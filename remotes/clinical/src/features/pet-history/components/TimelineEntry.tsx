// One event of the pet's history: its picture and kind, its date (with the time for the records that keep
// one), its title opening its record, and its one-line detail.
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime } from '@vet/shared-ui';
import type { HistoryItem } from '../../../api/types';
import { KINDS, recordPath } from '../historyKinds';

/** A day (YYYY-MM-DD) as dd/mm/aaaa; an instant with its hour, in the browser's zone. */
const when = (date: string) => (date.length === 10 ? formatDate(date) : formatDateTime(date));

export function TimelineEntry({
  item,
  petId,
  onOpen,
}: {
  item: HistoryItem;
  petId: string;
  /** Opens a record the history shows itself (a vaccine or deworming); absent: its title is plain. */
  onOpen?: () => void;
}) {
  const { label, Icon } = KINDS[item.kind];
  const path = recordPath(item.kind, petId, item.id);
  let title = <>{item.title}</>;
  if (path) title = <Link to={path}>{item.title}</Link>;
  else if (onOpen)
    title = (
      <Button type="link" className="clinical-timeline__open" onClick={onOpen}>
        {item.title}
      </Button>
    );
  return (
    <li className={`clinical-timeline__item clinical-timeline__item--${item.kind}`}>
      <span className="clinical-timeline__icon">
        <Icon />
      </span>
      <div className="clinical-timeline__body">
        <p className="clinical-timeline__meta clinical-muted">
          {label} · <time dateTime={item.date}>{when(item.date)}</time>
        </p>
        <p className="clinical-timeline__title clinical-clip">{title}</p>
        {item.detail && <p className="clinical-timeline__detail clinical-clip">{item.detail}</p>}
      </div>
    </li>
  );
}
