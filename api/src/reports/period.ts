// A report's period (README «The period»): calendar days of the clinic, both included, split into days,
// Sunday weeks or months. The days are checked here; PostgreSQL turns them into instants in the clinic's
// zone and names each record's bucket with the same rule as bucketStarts below.
import { validationError, type FieldError } from '../http/errors.js';

export const GROUPS = ['day', 'week', 'month'] as const;
export type Group = (typeof GROUPS)[number];

export const MAX_YEARS = 5;
export const MAX_DAY_BUCKETS = 366;
export const REVERSED_MSG = 'La fecha inicial no puede ser posterior a la final';
export const TOO_LONG_MSG = 'El período no puede superar 5 años';
export const TOO_MANY_DAYS_MSG = 'Para agrupar por día, elige un período de hasta 366 días';
export const BEFORE_2000_MSG = 'La fecha no puede ser anterior al año 2000';

export interface ReportPeriod {
  from: string;
  to: string;
  group: Group;
  zone: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `day` moved by whole years, on the same month and day (29 Feb → 1 Mar in a common year). */
function plusYears(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** The checked period, or a 400 naming every problem (the schema already checked each day's shape). */
export function reportPeriod(query: { from: string; to: string; group?: Group }, zone: string): ReportPeriod {
  const { from, to } = query;
  const group = query.group ?? 'month';
  const errors: FieldError[] = [];
  if (from < '2000-01-01') errors.push({ field: 'from', msg: BEFORE_2000_MSG });
  if (to < '2000-01-01') errors.push({ field: 'to', msg: BEFORE_2000_MSG });
  if (!errors.length) {
    if (from > to) errors.push({ field: 'from', msg: REVERSED_MSG });
    else if (to >= plusYears(from, MAX_YEARS)) errors.push({ field: 'to', msg: TOO_LONG_MSG });
    else if (group === 'day' && dayNumber(to) - dayNumber(from) + 1 > MAX_DAY_BUCKETS) {
      errors.push({ field: 'group', msg: TOO_MANY_DAYS_MSG });
    }
  }
  if (errors.length) throw validationError(errors);
  return { from, to, group, zone };
}

/** The first day of the bucket holding `day`: itself, its week's Sunday, or its month's 1st. */
export function bucketStart(day: string, group: Group): string {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  const n = dayNumber(day);
  const weekday = new Date(n * DAY_MS).getUTCDay(); // 0 = Sunday
  return dayOf(n - weekday);
}

/** Every bucket of the period, in order, named by its first day (the first may start before `from`). */
export function bucketStarts(p: ReportPeriod): string[] {
  const starts: string[] = [];
  let start = bucketStart(p.from, p.group);
  while (start <= p.to) {
    starts.push(start);
    if (p.group === 'day') start = dayOf(dayNumber(start) + 1);
    else if (p.group === 'week') start = dayOf(dayNumber(start) + 7);
    else {
      const d = new Date(`${start}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + 1);
      start = d.toISOString().slice(0, 10);
    }
  }
  return starts;
}

/**
 * SQL for the first day of the bucket holding a calendar day `dayExpr` (a `date`), as bucketStart does,
 * as a `timestamp` (no zone); bucketText makes it `YYYY-MM-DD`. `group` is one of GROUPS (checked by the
 * schema), never the caller's text. Grouped by this value and named after the grouping: to_char on every
 * record (and a `date` taken as a `timestamptz` in the session's zone by date_trunc and to_char) was most of
 * a 5-year report (bench/query-plans.mjs: activity 126–174 → 74 ms, income 45–79 → 33–58 ms, same figures).
 */
export function bucketSql(dayExpr: string, group: Group): string {
  if (group === 'day') return `${dayExpr}::timestamp`;
  if (group === 'week') return `(${dayExpr} - extract(dow FROM ${dayExpr})::int)::timestamp`;
  return `date_trunc('month', ${dayExpr}::timestamp)`;
}

/** A bucket's name, `YYYY-MM-DD`, from bucketSql's value (once per bucket, after the grouping). */
export const bucketText = (bucket: string) => `to_char(${bucket}, 'YYYY-MM-DD')`;

/** The clinic's calendar day of an instant column, as a `date`. `$zone` is the zone's parameter. */
export const localDay = (column: string, zone: string) => `(${column} AT TIME ZONE ${zone})::date`;

/** The instant the clinic's day `$day` (a parameter) begins, and the one after its last day ends. */
export const dayBegins = (day: string, zone: string) => `(${day}::date::timestamp AT TIME ZONE ${zone})`;
export const dayEnds = (day: string, zone: string) => `((${day}::date + 1)::timestamp AT TIME ZONE ${zone})`;

/** Each bucket with its figures, empty buckets with `empty`, in the period's order. */
export function fillBuckets<T extends object>(
  p: ReportPeriod,
  rows: ReadonlyMap<string, T>,
  empty: T,
): (T & { start: string })[] {
  return bucketStarts(p).map((start) => ({ start, ...(rows.get(start) ?? empty) }));
}
