// The vaccination report's figures (GET /reports/vaccination) as the screen, the CSV and the PDF show them.
import { PREVENTIVE_KIND_LABELS } from '@vet/shared-ui';
import type { VaccinationReport } from '../../api/types';
import { MSG } from '../../messages';
import type { ReportTable } from '../export/reportTables';

// Colours that say the state at a glance, told apart by every colour vision (Okabe–Ito's bluish green and
// vermillion; a grey with 4.5:1 on white), the legend and the figures still saying it in words.
export const STATUS_SERIES = [
  { key: 'upToDate', label: 'Al día', color: '#009E73' },
  { key: 'overdue', label: 'Vencidas', color: '#D55E00' },
  { key: 'never', label: 'Sin registro', color: '#767676' },
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
