// When the seeded clinic's records happen: within its opening hours, on its calendar days.
import type { Random } from './random.js';

export const DAY_MS = 86_400_000;
// Caracas is UTC-4 all year: the clinic opens 08:00–18:00 there.
const CARACAS_OFFSET_MS = -4 * 3_600_000;

/** A moment between `from` and `to`, moved into opening hours in Caracas (never after `to`). */
export function openingHour(rng: Random, from: number, to: number): Date {
  const local = from + rng.next() * (to - from) + CARACAS_OFFSET_MS;
  const day = Math.floor(local / DAY_MS) * DAY_MS;
  const at = day + 8 * 3_600_000 + rng.int(0, 10 * 3_600_000 - 1) - CARACAS_OFFSET_MS;
  return new Date(Math.max(from, Math.min(at, to)));
}

/** The Caracas calendar day of an instant (what an exam's date column holds). */
export function caracasDay(at: Date): string {
  return new Date(at.getTime() + CARACAS_OFFSET_MS).toISOString().slice(0, 10);
}
