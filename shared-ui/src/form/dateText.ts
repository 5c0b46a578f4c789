// The text of a date field, dd/mm/aaaa, and the ISO day (yyyy-mm-dd) it stands for
// (docs/product/common.md#dates). Kept apart from DateInput so that it can be tested key by key.
import { formatDate, toDate } from '../format/date';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Shapes what the vet typed into dd/mm/aaaa as they type: digits only, the slashes put in for them
 *  ("05032026" → "05/03/2026"); a slash they type closes the day or the month early ("5/3/2026");
 *  ".", "-" and spaces count as slashes; a pasted "2026-03-05" becomes "05/03/2026". */
export function maskDayText(typed: string): string {
  // A pasted ISO day ("2026-03-05") is read as one.
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(typed);
  if (iso) return `${iso[3]!.padStart(2, '0')}/${iso[2]!.padStart(2, '0')}/${iso[1]}`;
  const fields = ['', '', ''];
  const sizes = [2, 2, 4];
  let current = 0;
  for (const char of typed.replace(/[.\-\s]/g, '/')) {
    if (char === '/') {
      if (current < 2 && fields[current]) current += 1;
    } else if (/\d/.test(char)) {
      if (fields[current]!.length === sizes[current] && current < 2) current += 1;
      if (fields[current]!.length < sizes[current]!) fields[current] += char;
    }
  }
  return fields.slice(0, current + 1).join('/');
}

/** The ISO day a complete, real date text names ("5/3/2026" → "2026-03-05"); null otherwise
 *  ("31/02/2026", "05/03/26", years before 1000). */
export function dayTextToIso(text: string): string | null {
  const match = DAY_TEXT.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  if (Number(year) < 1000) return null;
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return toDate(iso) ? iso : null;
}

/** What the field shows for a value: an ISO day as dd/mm/aaaa; anything else (a text still being
 *  typed) as it is. */
export function isoToDayText(value: string | null | undefined): string {
  if (!value) return '';
  return ISO_DAY.test(value) && toDate(value) ? formatDate(value) : value;
}

/** The value the form gets: "" when empty, the ISO day when the text names one, else the text itself,
 *  which the form's rules then refuse as not a date. */
export function dayTextValue(text: string): string {
  if (!text) return '';
  return dayTextToIso(text) ?? text;
}
