// Phones and tablets: one card per entry, «Modificó · Propietario» first, then the record, who and when,
// and what changed.
import { memo } from 'react';
import { Pagination } from 'antd';
import { formatDateTime } from '@vet/shared-ui';
import { Panel } from '@vet/shared-ui/panel';
import { cardsPager, type Paging } from '@vet/shared-ui/table';
import type { ActivityEntry } from '../../../api/types';
import { summaryText } from '../activityText';
import { ChangeList, actionLabel, actorName, kindLabel } from './EntryParts';

export const ActivityCards = memo(function ActivityCards({
  entries,
  paging,
}: {
  entries: ActivityEntry[];
  paging: Paging;
}) {
  return (
    <>
      <ul className="clinic-cards" aria-label="Actividad">
        {entries.map((entry) => {
          const summary = summaryText(entry);
          return (
            <li key={entry._id}>
              <Panel size="small">
                <p className="clinic-card__title">{`${actionLabel(entry)} · ${kindLabel(entry)}`}</p>
                {summary && <p className="clinic-activity__card-summary">{summary}</p>}
                <p className="clinic-card__line">{`${actorName(entry)} · ${formatDateTime(entry.at)}`}</p>
                <ChangeList entry={entry} />
              </Panel>
            </li>
          );
        })}
      </ul>
      <Pagination {...cardsPager(paging)} />
    </>
  );
});
