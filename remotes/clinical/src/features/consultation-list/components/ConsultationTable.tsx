// Desktop (>= 1024 px): Fecha, Mascota, Propietario, Motivo (with the diagnosis under it), Médico; the motivo
// opens the consultation, the pet its history. A memo component: a keystroke in the search box redraws
// the box, not the rows, until the server answers the new search.
import { memo } from 'react';
import { DataTable, tablePager, type DataColumn, type Paging } from '@vet/shared-ui/table';
import type { Consultation } from '../../../api/types';
import { ConsultationLink, DiagnosisLine, PetHistoryLink, consultationTime } from './cells';

const consultationKey = (item: Consultation) => item._id;

const COLUMNS: DataColumn<Consultation>[] = [
  { key: 'date', title: 'Fecha', width: 170, render: consultationTime },
  { key: 'pet', title: 'Mascota', render: (item) => <PetHistoryLink consultation={item} /> },
  { key: 'owner', title: 'Propietario', render: (item) => item.patient.ownerName || '—' },
  {
    key: 'reason',
    title: 'Motivo',
    render: (item) => (
      <>
        <ConsultationLink consultation={item} />
        <DiagnosisLine consultation={item} />
      </>
    ),
  },
  { key: 'vet', title: 'Médico', render: (item) => item.vet?.name ?? '—' },
];

export const ConsultationTable = memo(function ConsultationTable({
  consultations,
  paging,
}: {
  consultations: readonly Consultation[];
  paging: Paging;
}) {
  return (
    <DataTable
      rows={consultations}
      rowKey={consultationKey}
      columns={COLUMNS}
      pagination={tablePager(paging)}
      label="Consultas"
    />
  );
});
