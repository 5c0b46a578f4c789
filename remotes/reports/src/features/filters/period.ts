// The period of a report as calendar days, YYYY-MM-DD, both included, in the clinic's zone
// (api/src/reports/README.md «The period»; docs/product/reports.md#period). Days are counted on UTC dates,
// so no daylight-saving change of the browser moves them.
import { formatDate } from '@vet/shared-ui';
import type { Group } from '../../api/types';
import { MSG } from '../../messages';

export type Preset =
  'this-month' | 'last-month' | 'last-3-months' | 'last-12-months' | 'this-year' | 'custom';

export const PRESETS: readonly { value: Preset; label: string }[] = [
  { value: 'this-month', label: 'Este mes' },
  { value: 'last-month', label: 'Mes pasado' },
  { value: 'last-3-months', label: 'Últimos 3 meses' },
  { value: 'last-12-months', label: 'Últimos 12 meses' },
  { value: 'this-year', label: 'Este año' },
  { value: 'custom', label: 'Personalizado' },
];

export const GROUPS: readonly { value: Group; label: string }[] = [
  { value: 'day', label: 'Día' },
  { value: 'week', label: 'Semana' },
  { value: 'month', label: 'Mes' },
];

/** The longest period grouped by day (the API's rule). */
export const MAX_DAYS_BY_DAY = 366;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a real day, else null («2026-02-30» is not one). */
export function parseDay(day: string | null | undefined): Date | null {
  const match = DAY.exec(day ?? '');
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]) ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day's YYYY-MM-DD from its year, month (0-based, may overflow) and day (may overflow or be 0). */
export function isoDay(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month, day));
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar day of `now` in `zone` (the browser's zone when the zone is unknown or not one). */
export function todayIn(zone: string | undefined, now: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return isoDay(part('year'), part('month') - 1, part('day'));
  } catch {
    return isoDay(now.getFullYear(), now.getMonth(), now.getDate());
  }
}

/** The days a preset covers on `today` (whole calendar months: «Últimos 3 meses» is this month and the
 *  two before it). */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): { from: string; to: string } {
  const date = parseDay(today) ?? new Date();
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (preset) {
    case 'last-month':
      return { from: isoDay(year, month - 1, 1), to: isoDay(year, month, 0) };
    case 'last-3-months':
      return { from: isoDay(year, month - 2, 1), to: isoDay(year, month + 1, 0) };
    case 'last-12-months':
      return { from: isoDay(year, month - 11, 1), to: isoDay(year, month + 1, 0) };
    case 'this-year':
      return { from: isoDay(year, 0, 1), to: isoDay(year, 11, 31) };
    default:
      return { from: isoDay(year, month, 1), to: isoDay(year, month + 1, 0) };
  }
}

/** How many days from `from` to `to`, both included (0 when either is not a day). */
export function daysBetween(from: string, to: string): number {
  const start = parseDay(from);
  const end = parseDay(to);
  return start && end ? Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1 : 0;
}

/** By day up to 62 days, by week up to 26 weeks, by month beyond. */
export function defaultGroup(from: string, to: string): Group {
  const days = daysBetween(from, to);
  if (days <= 62) return 'day';
  if (days <= 26 * 7) return 'week';
  return 'month';
}

/** Why the API would refuse the period, in its words; null when it would take it. */
export function rangeProblem(from: string, to: string): string | null {
  if (!from) return MSG.fromRequired;
  if (!to) return MSG.toRequired;
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return MSG.invalidDate;
  if (start.getUTCFullYear() < 2000 || end.getUTCFullYear() < 2000) return MSG.before2000;
  if (start > end) return MSG.reversed;
  const fiveYears = parseDay(isoDay(start.getUTCFullYear() + 5, start.getUTCMonth(), start.getUTCDate()));
  if (fiveYears && end >= fiveYears) return MSG.overFiveYears;
  return null;
}

/** A period's name: «05/11/2026» (day), «Semana del 01/11/2026» (week), «noviembre 2026» (month). */
export function periodLabel(start: string, group: Group): string {
  if (group === 'week') return `Semana del ${formatDate(start)}`;
  if (group === 'month') {
    const long = formatDate(start, 'long'); // «1 de noviembre de 2026»
    return long.replace(/^\d+ de (\S+) de (\d+)$/, '$1 $2');
  }
  return formatDate(start);
}

/** The same, short, under a chart's bars: «05/11», «01/11», «nov 2026». */
export function periodShortLabel(start: string, group: Group): string {
  if (group === 'month') {
    const [month = '', year = ''] = periodLabel(start, 'month').split(' ');
    return `${month.slice(0, 3)} ${year}`;
  }
  return formatDate(start).slice(0, 5);
}
