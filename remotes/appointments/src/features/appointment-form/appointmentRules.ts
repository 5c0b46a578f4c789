// The booking form's values and rules: the server's (api/src/appointments/schemas.ts), with its messages
// word for word, so the vet learns before sending. Written as react-hook-form's own resolver: this remote
// has no yup yet (docs/remote-template.md: a remote with forms adds yup and @hookform/resolvers).
import type { FieldErrors, Resolver } from 'react-hook-form';
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

/** Why each field is refused, or nothing. `groomingOnly`: a Peluquero books «Peluquería» alone. */
export function appointmentErrors(
  values: AppointmentFormValues,
  groomingOnly = false,
): Partial<Record<keyof AppointmentFormValues, string>> {
  const errors: Partial<Record<keyof AppointmentFormValues, string>> = {};
  if (!values.patientId) errors.patientId = MSG.petRequired;
  if (!values.vetId) errors.vetId = MSG.vetRequired;
  if (!values.kind) errors.kind = MSG.kindRequired;
  else if (groomingOnly && values.kind !== 'grooming') errors.kind = MSG.groomerOnly;
  if (!values.date) errors.date = MSG.dateRequired;
  else if (!isDay(values.date)) errors.date = MSG.invalidDate;
  if (!values.time) errors.time = MSG.timeRequired;
  else if (!HHMM.test(values.time)) errors.time = MSG.invalidTime;
  const duration = values.durationMinutes;
  if (duration === null || duration === undefined || Number.isNaN(duration)) {
    errors.durationMinutes = MSG.durationRequired;
  } else if (!Number.isInteger(duration) || duration < 5 || duration > 480 || duration % 5 !== 0) {
    errors.durationMinutes = MSG.durationRule;
  }
  if (values.notes.length > NOTES_MAX) errors.notes = MSG.notesTooLong;
  return errors;
}

/** The rules as react-hook-form's resolver. */
export function appointmentResolver(groomingOnly: boolean): Resolver<AppointmentFormValues> {
  return async (values) => {
    const found = appointmentErrors(values, groomingOnly);
    const errors: FieldErrors<AppointmentFormValues> = {};
    for (const [field, message] of Object.entries(found)) {
      errors[field as keyof AppointmentFormValues] = { type: 'rule', message };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
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

/** The form filled with an appointment as it is (the edit). */
export function valuesOf(appointment: Appointment): AppointmentFormValues {
  return {
    patientId: appointment.patient._id,
    vetId: appointment.vet._id,
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
