// The vaccination report's figures (GET /reports/vaccination) as the screen, the CSV and the PDF show them.
import { PREVENTIVE_KIND_LABELS } from '@vet/shared-ui';
import type { VaccinationReport } from '../../api/types';
import { MSG } from '../../messages';
import type { ReportTable } from '../export/reportTables';

export const STATUS_SERIES = [
  { key: 'upToDate', label: 'Al día' },
  { key: 'overdue', label: 'Vencidas' },
  { key: 'never', label: 'Sin registro' },
] as const;

export const kindLabel = (kind: VaccinationReport['kinds'][number]['kind']) =>
  PREVENTIVE_KIND_LABELS[kind] ?? kind;

export function vaccinationTables(data: VaccinationReport): ReportTable[] {
  return [
    {
      title: MSG.vaccinationTitle,
      head: ['', ...STATUS_SERIES.map((s) => s.label)],
      rows: data.kinds.map((k) => [kindLabel(k.kind), ...STATUS_SERIES.map((s) => ({ count: k[s.key] }))]),
    },
  ];
}
