// The activity report's figures (GET /reports/activity) as the screen, the CSV and the PDF show them.
import type { ActivityReport, Counts } from '../../api/types';
import { MSG } from '../../messages';
import type { Cell, ReportTable } from '../export/reportTables';
import { periodLabel } from '../filters/period';

/** The counts in the order the screen shows them, with their names. */
export const COUNT_COLUMNS: readonly { key: Exclude<keyof Counts, 'noShowRate'>; label: string }[] = [
  { key: 'consultations', label: 'Consultas' },
  { key: 'labExams', label: 'Exámenes de laboratorio' },
  { key: 'grooming', label: 'Servicios de peluquería' },
  { key: 'appointments', label: 'Citas' },
  { key: 'attended', label: 'Atendidas' },
  { key: 'noShow', label: 'No asistió' },
  { key: 'cancelled', label: 'Canceladas' },
];

export const NO_SHOW_RATE = 'Tasa de inasistencia';

export const COUNTS_HEAD = [...COUNT_COLUMNS.map((c) => c.label), NO_SHOW_RATE];

export function countCells(counts: Counts): Cell[] {
  return [...COUNT_COLUMNS.map((c) => ({ count: counts[c.key] })), { rate: counts.noShowRate }];
}

export function personName(vet: ActivityReport['byVet'][number]['vet']): string {
  return vet?.name ?? MSG.unassigned;
}

export function activityTables(data: ActivityReport): ReportTable[] {
  return [
    { title: 'Totales', head: ['', ...COUNTS_HEAD], rows: [['Total', ...countCells(data.totals)]] },
    {
      title: MSG.activityByPeriod,
      head: ['Período', ...COUNTS_HEAD],
      rows: data.periods.map((p) => [periodLabel(p.start, data.range.group), ...countCells(p)]),
    },
    {
      title: MSG.activityByPerson,
      head: ['Profesional', ...COUNTS_HEAD],
      rows: data.byVet.map((row) => [personName(row.vet), ...countCells(row)]),
    },
  ];
}
