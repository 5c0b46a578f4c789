// The booking form's values and rules: the server's (api/src/appointments/schemas.ts), with its messages
// word for word, so the vet learns before sending; through @hookform/resolvers/yup as in every remote.
import { number, object, string } from 'yup';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import type { Appointment, AppointmentBody } from '../../api/types';
import { isDay } from '../../calendar';
import type { AppointmentKind } from '../../labels';
import { MSG } from '../../messages';

export const NOTES_MAX = 1000;
const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export interface AppointmentFormValues {
  patientId: string;
  vetId: string;
  kind: AppointmentKind | '';
  /** The ISO day, '' when empty, or the text as typed while it names no day (DateInput). */
  date: string;
  /** HH:mm. */
  time: string;
  durationMinutes: number | null;
  notes: string;
}

/** The fields the server's per-field messages may land on. */
export const FORM_FIELDS: (keyof AppointmentFormValues)[] = [
  'patientId',
  'vetId',
  'kind',
  'date',
  'time',
  'durationMinutes',
  'notes',
];

/** The form's rules; `groomingOnly`: a Peluquero books «Peluquería» alone. */
export function appointmentSchema(groomingOnly = false) {
  return object({
    patientId: string().defined().required(MSG.petRequired),
    vetId: string().defined().required(MSG.vetRequired),
    kind: string<AppointmentKind | ''>()
      .defined()
      .required(MSG.kindRequired)
      .test('groomer', MSG.groomerOnly, (value) => !groomingOnly || value === 'grooming'),
    date: string()
      .defined()
      .required(MSG.dateRequired)
      .test('day', MSG.invalidDate, (value) => !value || isDay(value)),
    time: string().defined().required(MSG.timeRequired).matches(HHMM, MSG.invalidTime),
    durationMinutes: number()
      .nullable()
      .defined()
      .typeError(MSG.durationRule)
      .required(MSG.durationRequired)
      .integer(MSG.durationRule)
      .min(5, MSG.durationRule)
      .max(480, MSG.durationRule)
      .test('step', MSG.durationRule, (value) => value === null || value === undefined || value % 5 === 0),
    notes: string().defined().max(NOTES_MAX, MSG.notesTooLong),
  });
}

/** The rules as react-hook-form's resolver. */
export function appointmentResolver(groomingOnly: boolean): Resolver<AppointmentFormValues> {
  // The schema's output types its empty values more loosely than the form holds them.
  return yupResolver(appointmentSchema(groomingOnly)) as unknown as Resolver<AppointmentFormValues>;
}

/** What the form sends (valid values). */
export function toBody(values: AppointmentFormValues): AppointmentBody {
  return {
    patientId: values.patientId,
    vetId: values.vetId,
    kind: values.kind as AppointmentKind,
    date: values.date,
    time: values.time,
    durationMinutes: Number(values.durationMinutes),
    notes: values.notes.trim(),
  };
}

/** The form filled with an appointment as it is (the edit); nobody assigned leaves «Quién atiende» empty, so
 *  the edit must choose someone. */
export function valuesOf(appointment: Appointment): AppointmentFormValues {
  return {
    patientId: appointment.patient._id,
    vetId: appointment.vet?._id ?? '',
    kind: appointment.kind,
    date: appointment.date,
    time: appointment.time,
    durationMinutes: appointment.durationMinutes,
    notes: appointment.notes,
  };
}

/** "0930" → "09:30" as the vet types: digits only, the colon put in. */
export function maskTime(text: string): string {
  if (text.includes(':')) return text.replace(/[^0-9:]/g, '').slice(0, 5);
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
