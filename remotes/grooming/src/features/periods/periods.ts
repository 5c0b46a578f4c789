// Period boundaries in the browser's local time (the server never guesses the vet's zone).
// The list's "Semana" starts on Sunday; the dashboard's "esta semana" starts on Monday
// (docs/product/grooming.md#periods).

export type Period = 'today' | 'week' | 'month';

export const PERIOD_LABELS: Record<Period, string> = { today: 'Hoy', week: 'Semana', month: 'Mes' };

export interface Range {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** 00:00 local of the day of `now`. Built from calendar fields, so DST days stay right. */
export function startOfDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Sunday 00:00 local of the week of `now` (the list's week). */
export function startOfSundayWeek(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
}

/** Monday 00:00 local of the week of `now` (the dashboard's week): a Sunday belongs to the week
 *  that began six days earlier. */
export function startOfMondayWeek(now: Date): Date {
  const sinceMonday = (now.getDay() + 6) % 7;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - sinceMonday);
}

/** The 1st 00:00 local of the month of `now`. */
export function startOfMonth(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

/** The list's range for a period: [start, start of the next one). */
export function periodRange(period: Period, now: Date = new Date()): Range {
  if (period === 'today') {
    const from = startOfDay(now);
    return { from, to: new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1) };
  }
  if (period === 'week') {
    const from = startOfSundayWeek(now);
    return { from, to: new Date(from.getFullYear(), from.getMonth(), from.getDate() + 7) };
  }
  const from = startOfMonth(now);
  return { from, to: new Date(from.getFullYear(), from.getMonth() + 1, 1) };
}

/** The dashboard's count parameters, as ISO instants. */
export function dashboardCountArgs(now: Date = new Date()) {
  return {
    today: startOfDay(now).toISOString(),
    week: startOfMondayWeek(now).toISOString(),
    month: startOfMonth(now).toISOString(),
    now: now.toISOString(),
  };
}
