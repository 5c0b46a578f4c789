// «Horario de la agenda»'s values and rules: the server's (api/src/appointments/schedule-schemas.ts and
// rules.ts validOpeningHours), with its messages word for word, through @hookform/resolvers/yup.
import { array, boolean, number, object, string } from 'yup';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import type { Schedule } from '../../api/types';
import { SCHEDULE_MSG as MSG } from './scheduleMessages';

export const SLOT_MINUTES = [10, 15, 20, 30, 45, 60] as const;
const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** What a closed day offers once opened again. */
const DEFAULT_HOURS = { open: '08:00', close: '18:00' };

export interface DayValues {
  closed: boolean;
  /** HH:mm, kept while the day is closed so reopening it gives its hours back. */
  open: string;
  close: string;
}

export interface ScheduleFormValues {
  timeZone: string;
  slotMinutes: number | null;
  /** Seven days, Monday first. */
  openingHours: DayValues[];
  appointmentReminderHours: number | null;
  preventiveReminderDays: number | null;
}

/** The fields the server's per-field messages may land on («openingHours.2.open» included). */
export function isFormField(field: string): boolean {
  return (
    [
      'timeZone',
      'slotMinutes',
      'openingHours',
      'appointmentReminderHours',
      'preventiveReminderDays',
    ].includes(field) || /^openingHours\.[0-6]\.(open|close)$/.test(field)
  );
}

const openTime = (rule = string().defined()) =>
  rule.when('closed', {
    is: true,
    then: (s) => s,
    otherwise: (s) => s.matches(HHMM, MSG.invalidTime),
  });

const day = object({
  closed: boolean().defined(),
  open: openTime(),
  close: openTime().test('after', MSG.hours, function (close) {
    const { closed, open } = this.parent as DayValues;
    if (closed || !HHMM.test(open) || !HHMM.test(close)) return true;
    return open < close;
  }),
});

export const scheduleSchema = object({
  timeZone: string().defined().trim().required(MSG.zone).max(64, MSG.zone),
  slotMinutes: number()
    .nullable()
    .defined()
    .typeError(MSG.slot)
    .required(MSG.slot)
    .oneOf([...SLOT_MINUTES], MSG.slot),
  openingHours: array().of(day).length(7, MSG.hours).required(MSG.hours),
  appointmentReminderHours: number()
    .nullable()
    .defined()
    .typeError(MSG.reminderRange)
    .required(MSG.reminderRequired)
    .integer(MSG.reminderRange)
    .min(1, MSG.reminderRange)
    .max(168, MSG.reminderRange),
  preventiveReminderDays: number()
    .nullable()
    .defined()
    .typeError(MSG.preventiveRange)
    .required(MSG.preventiveRequired)
    .integer(MSG.preventiveRange)
    .min(1, MSG.preventiveRange)
    .max(60, MSG.preventiveRange),
});

export function scheduleResolver(): Resolver<ScheduleFormValues> {
  // The schema's output types its empty values more loosely than the form holds them.
  return yupResolver(scheduleSchema) as unknown as Resolver<ScheduleFormValues>;
}

/** The form filled with the schedule as it is. */
export function valuesOf(schedule: Schedule): ScheduleFormValues {
  return {
    timeZone: schedule.timeZone,
    slotMinutes: schedule.slotMinutes,
    openingHours: Array.from({ length: 7 }, (_, i) => {
      const hours = schedule.openingHours[i];
      return hours ? { closed: false, ...hours } : { closed: true, ...DEFAULT_HOURS };
    }),
    appointmentReminderHours: schedule.appointmentReminderHours,
    preventiveReminderDays: schedule.preventiveReminderDays,
  };
}

/** What the form sends (valid values): the whole schedule; a closed day is null. */
export function toBody(values: ScheduleFormValues, version: number): Schedule {
  return {
    timeZone: values.timeZone.trim(),
    slotMinutes: Number(values.slotMinutes),
    openingHours: values.openingHours.map((day) =>
      day.closed ? null : { open: day.open, close: day.close },
    ),
    appointmentReminderHours: Number(values.appointmentReminderHours),
    preventiveReminderDays: Number(values.preventiveReminderDays),
    version,
  };
}

/** The IANA zones the browser knows, America/Caracas first; `current` kept even if the list lacks it. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const first = ['America/Caracas', current].filter(Boolean);
  return [...new Set([...first, ...known])];
}
