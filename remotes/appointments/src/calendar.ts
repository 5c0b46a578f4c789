// The agenda's days and times as the clinic's wall clock: a day is `YYYY-MM-DD` and a time `HH:mm`, both
// strings as the API sends them. Days are counted in UTC (a calendar day has no zone), so the browser's
// time zone never moves them; "today" and "now" are the clinic's (schedule.timeZone).
import { formatDate } from '@vet/shared-ui';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Whether `value` names a real calendar day `YYYY-MM-DD`. */
export function isDay(value: string | null | undefined): value is string {
  const match = value ? DAY.exec(value) : null;
  return !!match && dayOf(utc(value as string)) === value;
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + n);
  return dayOf(date);
}

/** Monday-first index (0–6) of a day, as the schedule's openingHours. */
export function weekdayIndex(day: string): number {
  return (utc(day).getUTCDay() + 6) % 7;
}

/** The Monday of the day's week. */
export function mondayOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** «12/03/2026». */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** «jueves, 12 de marzo de 2026». */
export function longDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  // The day as a local date only to be written out: formatDate reads its local fields.
  return `${WEEKDAYS[weekdayIndex(day)]}, ${formatDate(new Date(y, m - 1, d), 'long')}`;
}

/** «jue 12/03», a week column's heading. */
export function weekColumnDay(day: string): string {
  const [, m, d] = day.split('-');
  return `${WEEKDAYS[weekdayIndex(day)]} ${d}/${m}`;
}

/** Minutes since midnight of `HH:mm`. */
export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** `HH:mm` of minutes since midnight. */
export function hhmmOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The clinic's day and minute of the day at `now`, in its time zone (the browser's when unknown). */
export function clinicNow(
  timeZone: string | undefined,
  now: Date = new Date(),
): { day: string; minutes: number } {
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(now)
        .map((part) => [part.type, part.value]),
    );
    return {
      day: `${parts.year}-${parts.month}-${parts.day}`,
      minutes: Number(parts.hour) * 60 + Number(parts.minute),
    };
  } catch {
    return {
      day: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      minutes: now.getHours() * 60 + now.getMinutes(),
    };
  }
}
