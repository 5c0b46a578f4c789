// The choice that made a report, as lines on top of its CSV and PDF.
import type { ClinicPerson, ReportRange } from '../../api/types';
import { MSG } from '../../messages';
import type { ShownFilters } from '../filters/ReportFiltersBar';
import { GROUPS } from '../filters/period';
import type { ReportFilters } from '../filters/useReportFilters';
import { periodText, type ChoiceLine } from './reportTables';

export function choiceLines(
  range: ReportRange,
  filters: Pick<ReportFilters, 'vetId' | 'service' | 'paymentType'>,
  show: ShownFilters,
  people: readonly ClinicPerson[] | undefined,
): ChoiceLine[] {
  const lines: ChoiceLine[] = [
    ['Período', periodText(range.from, range.to)],
    ['Agrupar por', GROUPS.find((g) => g.value === range.group)?.label ?? range.group],
  ];
  if (show.vet)
    lines.push([
      'Profesional',
      filters.vetId ? (people?.find((p) => p._id === filters.vetId)?.name ?? filters.vetId) : MSG.all,
    ]);
  if (show.service) lines.push(['Servicio', filters.service || MSG.allServices]);
  if (show.paymentType) lines.push(['Tipo de pago', filters.paymentType || MSG.allPayments]);
  lines.push(['Zona horaria', range.zone]);
  return lines;
}
