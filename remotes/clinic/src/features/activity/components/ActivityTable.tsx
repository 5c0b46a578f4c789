// Desktop: one row per entry, newest first: when, who, what, on which record, and what changed.
import { memo } from 'react';
import { formatDateTime } from '@vet/shared-ui';
import { DataTable, tablePager, type DataColumn, type Paging } from '@vet/shared-ui/table';
import type { ActivityEntry } from '../../../api/types';
import { ChangeList, RecordCell, actionLabel, actorName } from './EntryParts';

const entryKey = (entry: ActivityEntry) => entry._id;

const COLUMNS: DataColumn<ActivityEntry>[] = [
  { key: 'at', title: 'Fecha y hora', width: 150, render: (entry) => formatDateTime(entry.at) },
  { key: 'actor', title: 'Persona', width: 170, render: actorName },
  { key: 'action', title: 'Acción', width: 170, render: actionLabel },
  { key: 'record', title: 'Registro', width: 220, render: (entry) => <RecordCell entry={entry} /> },
  { key: 'changes', title: 'Cambios', render: (entry) => <ChangeList entry={entry} /> },
];

export const ActivityTable = memo(function ActivityTable({
  entries,
  paging,
}: {
  entries: ActivityEntry[];
  paging: Paging;
}) {
  return (
    <DataTable
      rows={entries}
      rowKey={entryKey}
      columns={COLUMNS}
      pagination={tablePager(paging)}
      minWidth={900}
      label="Actividad"
    />
  );
});
