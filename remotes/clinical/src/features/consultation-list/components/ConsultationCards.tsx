// Phones and tablets (< 1024 px): one card per consultation of the page, the pet (its history) as the
// title, the motivo opening the consultation. A memo component, as the table.
import { memo } from 'react';
import { Pagination } from 'antd';
import { Panel } from '@vet/shared-ui/panel';
import { cardsPager, type Paging } from '@vet/shared-ui/table';
import type { Consultation } from '../../../api/types';
import { ConsultationLink, DiagnosisLine, PetHistoryLink, consultationTime } from './cells';

export const ConsultationCards = memo(function ConsultationCards({
  consultations,
  paging,
}: {
  consultations: readonly Consultation[];
  paging: Paging;
}) {
  return (
    <div className="clinical-cards">
      {consultations.map((item) => (
        <Panel key={item._id} size="small" title={<PetHistoryLink consultation={item} />}>
          <div className="clinical-muted">{consultationTime(item)}</div>
          <div>
            <ConsultationLink consultation={item} />
          </div>
          <DiagnosisLine consultation={item} />
          <div className="clinical-muted">
            {item.patient.ownerName ? `Propietario: ${item.patient.ownerName} · ` : ''}
            {`Médico: ${item.vet?.name ?? '—'}`}
          </div>
        </Panel>
      ))}
      <Pagination {...cardsPager(paging)} />
    </div>
  );
});
