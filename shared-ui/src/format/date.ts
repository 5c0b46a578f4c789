// Dates as a vet in Venezuela reads them: es-ES, day first, in the browser's time zone.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateInput = string | number | Date | null | undefined;

/** Parses a date. A date-only string ("2024-03-05", e.g. birthDate) is read as a local calendar
 *  day: `new Date("2024-03-05")` would mean UTC midnight, which is the 4th in Caracas (UTC-4). */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) {
      const [, y, m, d] = dateOnly;
      const date = new Date(Number(y), Number(m) - 1, Number(d));
      // Rejects impossible days such as 2024-02-31 instead of rolling them over.
      return date.getMonth() === Number(m) - 1 ? date : null;
    }
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "05/03/2024" (style "short", the default) or "5 de marzo de 2024" ("long"); "" when missing or invalid. */
export function formatDate(value: DateInput, style: 'short' | 'long' = 'short'): string {
  const date = toDate(value);
  if (!date) return '';
  return (style === 'long' ? longDateFormat : dateFormat).format(date);
}

/** "05/03/2024, 14:30"; "" when missing or invalid. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}
