import type { Appointment as ApiAppointment } from '../../src/appointments/repo.js';
import { clinicDay } from '../../src/lib/clinic-day.js';
import type { TestApp } from './app.js';
import { personOf } from './clinical.js';
import { post, type AsJson } from './http.js';

/** An appointment as the API answers it. */
export type Appointment = AsJson<ApiAppointment>;

/** `date` moved by `n` calendar days, `YYYY-MM-DD`. */
export const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The first Monday at least `after` days from today in Caracas (a new clinic's zone): open 08:00–18:00. */
export function nextMonday(after = 2): string {
  let day = plusDays(clinicDay(new Date()), after);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = plusDays(day, 1);
  return day;
}

/** A valid body for POST /appointments and PUT /appointments/:id: a consultation next Monday at 09:00. */
export function newAppointment(patientId: string, vetId: string, overrides: Record<string, unknown> = {}) {
  return {
    patientId,
    vetId,
    kind: 'consultation',
    date: nextMonday(),
    time: '09:00',
    durationMinutes: 30,
    notes: '',
    ...overrides,
  };
}

/** Books an appointment through the API, attended by the signed-in person unless `vetId` says otherwise. */
export async function createAppointment(
  t: TestApp,
  token: string,
  patientId: string,
  overrides: Record<string, unknown> = {},
): Promise<Appointment> {
  const vetId = (overrides.vetId as string | undefined) ?? (await personOf(t, token));
  const res = await post(t.app, '/api/appointments', newAppointment(patientId, vetId, overrides), token);
  if (res.status !== 201) throw new Error(`agendar cita: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.appointment as Appointment;
}
