import { validationError, type FieldError } from '../http/errors.js';
import { INVALID_DATE_MSG } from './schemas.js';

const DAY_MS = 24 * 60 * 60_000;
// PostgreSQL's timestamptz and JS's Date agree on every instant in this range.
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const SERVICES_SINCE = Date.UTC(2000, 0, 1);

/**
 * The schema already checked the shape (ISO 8601 with zone) and the calendar; Date.parse is the final
 * word on what is stored, so a form it cannot read (a leap second, "24:00") is refused, never guessed.
 */
export function parseInstant(value: string): Date | undefined {
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms >= EARLIEST && ms <= LATEST ? new Date(ms) : undefined;
}

/**
 * A service's date: a real instant, from 2000 on, and not future. "Future" allows one day of slack for
 * a browser clock running ahead; the form itself offers no future dates.
 */
export function serviceDate(value: string, now: Date): Date | FieldError {
  const date = parseInstant(value);
  if (!date) return { field: 'date', msg: INVALID_DATE_MSG };
  if (date.getTime() < SERVICES_SINCE)
    return { field: 'date', msg: 'La fecha no puede ser anterior al año 2000' };
  if (date.getTime() > now.getTime() + DAY_MS) return { field: 'date', msg: 'La fecha no puede ser futura' };
  return date;
}

/** Query parameters named in `names`, parsed; a 400 naming the parameter when one is unreadable. */
export function queryInstants<K extends string>(
  query: Partial<Record<K, string>>,
  names: readonly K[],
): Partial<Record<K, Date>> {
  const out: Partial<Record<K, Date>> = {};
  const errors: FieldError[] = [];
  for (const name of names) {
    const raw = query[name];
    if (raw === undefined) continue;
    const date = parseInstant(raw);
    if (date) out[name] = date;
    else errors.push({ field: name, msg: `El parámetro ${name} no es una fecha válida` });
  }
  if (errors.length) throw validationError(errors);
  return out;
}
