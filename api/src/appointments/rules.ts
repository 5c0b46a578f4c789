// The agenda's rules that need no database: opening hours, status moves, the clinic's wall-clock times.
// docs/product/appointments.md says them as a vet reads them.
import type { APPOINTMENT_STATUSES } from '../lists.generated.js';

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** A day's opening hours, `HH:mm`; null when the clinic is closed that day. */
export type DayHours = { open: string; close: string } | null;
/** Seven days, Monday first. */
export type OpeningHours = DayHours[];

export const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

/**
 * Where each status may go. Attended, missed and cancelled are final: a new visit is a new appointment.
 * «En sala» comes from a booked or confirmed appointment (the pet arrived), «Atendida» only from it.
 */
const NEXT: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  scheduled: ['confirmed', 'in_room', 'no_show', 'cancelled'],
  confirmed: ['scheduled', 'in_room', 'no_show', 'cancelled'],
  in_room: ['attended'],
  attended: [],
  no_show: [],
  cancelled: [],
};

export function canMove(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return NEXT[from].includes(to);
}

/** Statuses whose date, time, person or length may still change (a final one is history). */
export function isReschedulable(status: AppointmentStatus): boolean {
  return status === 'scheduled' || status === 'confirmed';
}

/** Minutes since midnight of `HH:mm`. */
export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** `HH:mm` of minutes since midnight (24:00 for the day's end). */
export function hhmmOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Monday-first index (0–6) of a calendar day `YYYY-MM-DD`: a date has no zone, so UTC reads it. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * Why an appointment at `time` for `duration` minutes on `date` falls outside the clinic's hours, or
 * undefined when it fits (from opening to closing, the same day).
 */
export function outsideHours(hours: OpeningHours, date: string, time: string, duration: number) {
  const index = weekdayIndex(date);
  const day = hours[index];
  const name = WEEKDAYS[index];
  if (!day) return `La clínica no atiende los ${name === 'sábado' || name === 'domingo' ? name + 's' : name}`;
  const start = minutesOf(time);
  if (start < minutesOf(day.open) || start + duration > minutesOf(day.close)) {
    return `El ${name} la clínica atiende de ${day.open} a ${day.close}: la cita debe quedar dentro de ese horario`;
  }
  return undefined;
}

/** Whether a list is seven days of valid hours, each opening before it closes. */
export function validOpeningHours(value: unknown): value is OpeningHours {
  if (!Array.isArray(value) || value.length !== 7) return false;
  return value.every(
    (day) =>
      day === null ||
      (typeof day === 'object' &&
        typeof day.open === 'string' &&
        typeof day.close === 'string' &&
        minutesOf(day.open) < minutesOf(day.close)),
  );
}
