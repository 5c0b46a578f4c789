import type { FromSchema } from 'json-schema-to-ts';
import { recordSchema, withErrors } from '../http/schemas.js';
import { versionField, versionOut } from '../http/versions.js';
import { HHMM_PATTERN, INVALID_TIME_MSG } from './schemas.js';

export const ZONE_MSG = 'Zona horaria no válida';
export const HOURS_MSG = 'Cada día abierto necesita una hora de apertura anterior a la de cierre';
export const SLOT_MINUTES = [10, 15, 20, 30, 45, 60] as const;
const SLOT_MSG = 'La duración de cada espacio debe ser 10, 15, 20, 30, 45 o 60 minutos';

const time = { type: 'string', pattern: HHMM_PATTERN, errorMessages: { pattern: INVALID_TIME_MSG } } as const;
const dayHours = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { open: time, close: time },
  required: ['open', 'close'],
  errorMessages: { type: HOURS_MSG, required: HOURS_MSG },
} as const;

const fields = {
  // An IANA zone («America/Caracas»); checked against the server's list in the route.
  timeZone: {
    type: 'string',
    minLength: 1,
    maxLength: 64,
    errorMessages: { required: ZONE_MSG, type: ZONE_MSG, minLength: ZONE_MSG, maxLength: ZONE_MSG },
  },
  slotMinutes: {
    type: 'integer',
    enum: SLOT_MINUTES,
    errorMessages: { required: SLOT_MSG, type: SLOT_MSG, enum: SLOT_MSG },
  },
  // Seven days, Monday first; null when closed.
  openingHours: {
    type: 'array',
    minItems: 7,
    maxItems: 7,
    items: dayHours,
    errorMessages: { type: HOURS_MSG, minItems: HOURS_MSG, maxItems: HOURS_MSG, required: HOURS_MSG },
  },
  appointmentReminderHours: {
    type: 'integer',
    minimum: 1,
    maximum: 168,
    errorMessages: {
      required: 'Indica cuántas horas antes se envía el recordatorio de la cita',
      type: 'El recordatorio de la cita debe enviarse de 1 a 168 horas antes',
      minimum: 'El recordatorio de la cita debe enviarse de 1 a 168 horas antes',
      maximum: 'El recordatorio de la cita debe enviarse de 1 a 168 horas antes',
    },
  },
  preventiveReminderDays: {
    type: 'integer',
    minimum: 1,
    maximum: 60,
    errorMessages: {
      required: 'Indica cuántos días antes se avisa de una vacuna o desparasitación',
      type: 'El aviso de vacunas y desparasitaciones debe ser de 1 a 60 días antes',
      minimum: 'El aviso de vacunas y desparasitaciones debe ser de 1 a 60 días antes',
      maximum: 'El aviso de vacunas y desparasitaciones debe ser de 1 a 60 días antes',
    },
  },
} as const;

const scheduleBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...fields, version: versionField },
  required: [
    'timeZone',
    'slotMinutes',
    'openingHours',
    'appointmentReminderHours',
    'preventiveReminderDays',
    'version',
  ],
} as const;

/** A backup file's schedule (api/src/backup): PUT's fields and messages, without a version. */
export const backupScheduleBody = {
  ...scheduleBody,
  properties: fields,
  required: scheduleBody.required.filter((field) => field !== 'version'),
} as const;

export const scheduleOutSchema = recordSchema({
  timeZone: { type: 'string' },
  slotMinutes: { type: 'integer' },
  openingHours: {
    type: 'array',
    items: {
      type: ['object', 'null'],
      properties: { open: { type: 'string' }, close: { type: 'string' } },
      required: ['open', 'close'],
      additionalProperties: false,
    },
  },
  appointmentReminderHours: { type: 'integer' },
  preventiveReminderDays: { type: 'integer' },
  version: versionOut,
});

const tags = ['appointments'];

export const getScheduleSchema = {
  summary: "The clinic's time zone, opening hours, slot length and reminder lead times",
  tags,
  response: withErrors({
    200: { type: 'object', properties: { schedule: scheduleOutSchema }, required: ['schedule'] },
  }),
};

export const updateScheduleSchema = {
  summary: "Change the clinic's time zone, opening hours, slot length or reminder lead times",
  tags,
  body: scheduleBody,
  response: withErrors({
    200: {
      type: 'object',
      properties: { msg: { type: 'string' }, schedule: scheduleOutSchema },
      required: ['msg', 'schedule'],
    },
  }),
};

export type ScheduleBody = FromSchema<typeof scheduleBody>;
export type BackupScheduleBody = FromSchema<typeof backupScheduleBody>;
