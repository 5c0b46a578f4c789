// What changing the clinic's time zone does to the appointments already booked: they keep their moment
// (the API stores an instant), so their hour reads differently in the new zone. Said under «Zona horaria»
// while the chosen zone is not the saved one, with today's example.
import { clinicNow, hhmmOf } from '../../calendar';
import { SCHEDULE_MSG as MSG } from './scheduleMessages';

const EXAMPLE = 9 * 60;
const DAY = 24 * 60;

/** The note for a change from `saved` to `chosen` at `now`; undefined when the zone is the saved one. */
export function zoneChangeNote(saved: string, chosen: string, now: Date = new Date()): string | undefined {
  if (!chosen || chosen === saved) return undefined;
  const before = clinicNow(saved, now);
  const after = clinicNow(chosen, now);
  // A day `YYYY-MM-DD` parses as UTC midnight: whole days apart.
  const days = Math.round((Date.parse(after.day) - Date.parse(before.day)) / (DAY * 60_000));
  const shift = days * DAY + after.minutes - before.minutes;
  if (shift === 0) return MSG.zoneChangeSameHour;
  const at = EXAMPLE + shift;
  const time = hhmmOf(((at % DAY) + DAY) % DAY);
  const dayNote = at < 0 ? 'previous' : at >= DAY ? 'next' : 'same';
  return MSG.zoneChange(hhmmOf(EXAMPLE), time, dayNote);
}
