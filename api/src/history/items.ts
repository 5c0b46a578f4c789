import type { HistoryKind } from './schemas.js';

/** A row of the timeline's query: the event's own fields, named by what they hold in each kind. */
export interface HistoryRow {
  kind: HistoryKind;
  id: string;
  /** `YYYY-MM-DD`: the record's day (an instant's, in the clinic's zone). */
  day: string;
  /** The instant, for the records that keep one (consultations, grooming); null for days. */
  at: Date | null;
  /** The motivo, the product or the service. */
  name: string | null;
  /** The definitive diagnosis, the next due day or the grooming's specifications. */
  detail: string | null;
  /** The presumptive diagnosis. */
  extra: string | null;
  /** The hematocrit (%). */
  value: number | null;
}

const MAX_LINE = 120;
const percent = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** A long text cut to one line of the timeline. */
function line(text: string | null): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= MAX_LINE
    ? flat
    : `${chars
        .slice(0, MAX_LINE - 1)
        .join('')
        .trimEnd()}…`;
}

/** `YYYY-MM-DD` as the screens write days: dd/mm/aaaa. */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

function diagnosis(definitive: string | null, presumptive: string | null): string {
  if (definitive) return line(`Diagnóstico: ${definitive}`);
  if (presumptive) return line(`Diagnóstico presuntivo: ${presumptive}`);
  return '';
}

/** The item as the timeline shows it: Spanish title and detail (api/src/clinical/README.md). */
export function toHistoryItem(row: HistoryRow) {
  const base = { kind: row.kind, id: row.id, date: row.at ? row.at.toISOString() : row.day };
  switch (row.kind) {
    case 'consultation':
      return { ...base, title: line(row.name), detail: diagnosis(row.detail, row.extra) };
    case 'vaccine':
    case 'deworming':
      return { ...base, title: line(row.name), detail: row.detail ? `Próxima: ${dayText(row.detail)}` : '' };
    case 'lab_exam':
      return {
        ...base,
        title: 'Hematología',
        detail: row.value === null ? '' : `Hematocrito: ${percent.format(row.value)} %`,
      };
    case 'grooming':
      return { ...base, title: line(row.name), detail: line(row.detail) };
  }
}

export type HistoryItem = ReturnType<typeof toHistoryItem>;
