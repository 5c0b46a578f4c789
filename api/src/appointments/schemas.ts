import type { FromSchema } from 'json-schema-to-ts';
import { idParams, UUID_PATTERN } from '../http/id-params.js';
import { instantSchema, recordSchema, savedSchema, withErrors } from '../http/schemas.js';
import { optionalText } from '../http/text-schemas.js';
import { versionField, versionOut, withVersion } from '../http/versions.js';
import { APPOINTMENT_KINDS, APPOINTMENT_STATUSES } from '../lists.generated.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';

export const APPOINTMENT_NOT_FOUND_MSG = 'Cita no encontrada';
export const INVALID_DATE_MSG = 'Fecha inválida';
export const INVALID_TIME_MSG = 'Hora inválida';
export const NOT_A_MEMBER_MSG = 'Quién atiende debe ser un miembro activo de la clínica';
export const PAST_MSG = 'La cita no puede ser en el pasado';
export const GROOMER_ONLY_MSG = 'Como Peluquero solo puedes gestionar citas de Peluquería.';
export const DURATION_MSG = 'La duración debe ser de 5 a 480 minutos, en múltiplos de 5';
export const RANGE_MSG = 'El período de la agenda debe ser de 1 a 42 días, con «desde» antes de «hasta»';
export { APPOINTMENT_KINDS, APPOINTMENT_STATUSES, PATIENT_NOT_FOUND_MSG };

const KIND_MSG = 'El tipo de cita no es válido';
const STATUS_MSG = 'El estado de la cita no es válido';

// ajv-formats' full "date" also refuses impossible days (2024-02-30).
const day = (required: string) =>
  ({
    type: 'string',
    format: 'date',
    errorMessages: { required, type: INVALID_DATE_MSG, format: INVALID_DATE_MSG },
  }) as const;

/** A wall-clock time of the clinic's day, `HH:mm` (24 h). */
export const HHMM_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const hhmm = (required: string) =>
  ({
    type: 'string',
    pattern: HHMM_PATTERN,
    errorMessages: { required, type: INVALID_TIME_MSG, pattern: INVALID_TIME_MSG },
  }) as const;

const uuid = (required: string, invalid: string) =>
  ({
    type: 'string',
    pattern: UUID_PATTERN,
    errorMessages: { required, type: invalid, pattern: invalid },
  }) as const;

const fields = {
  patientId: uuid('La mascota es obligatoria', PATIENT_NOT_FOUND_MSG),
  vetId: uuid('Quién atiende es obligatorio', NOT_A_MEMBER_MSG),
  kind: {
    type: 'string',
    enum: APPOINTMENT_KINDS,
    errorMessages: { required: 'El tipo de cita es obligatorio', type: KIND_MSG, enum: KIND_MSG },
  },
  // The clinic's calendar day and wall-clock time (clinic_schedules.time_zone), never the browser's.
  date: day('La fecha es obligatoria'),
  time: hhmm('La hora es obligatoria'),
  durationMinutes: {
    type: 'integer',
    minimum: 5,
    maximum: 480,
    multipleOf: 5,
    errorMessages: {
      required: 'La duración es obligatoria',
      type: DURATION_MSG,
      minimum: DURATION_MSG,
      maximum: DURATION_MSG,
      multipleOf: DURATION_MSG,
    },
  },
  notes: optionalText(1000),
} as const;

// additionalProperties false + AJV removeAdditional: unknown fields are dropped.
const appointmentBody = {
  type: 'object',
  additionalProperties: false,
  properties: fields,
  required: ['patientId', 'vetId', 'kind', 'date', 'time', 'durationMinutes'],
} as const;

const statusField = {
  type: 'string',
  enum: APPOINTMENT_STATUSES,
  errorMessages: { required: 'El estado es obligatorio', type: STATUS_MSG, enum: STATUS_MSG },
} as const;

const statusBody = {
  type: 'object',
  additionalProperties: false,
  properties: { status: statusField, version: versionField },
  required: ['status', 'version'],
} as const;

/**
 * An appointment of a backup file (api/src/backup): the form's kind and notes with their messages, its
 * status, and its start and end as instants (a restore keeps past ones and those outside today's hours;
 * the duration rule is checked across the two).
 */
export const backupAppointmentBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: fields.kind,
    notes: fields.notes,
    status: statusField,
    startsAt: instantSchema,
    endsAt: instantSchema,
  },
  required: ['kind', 'status', 'startsAt', 'endsAt'],
} as const;
/** One status a backup file's appointment went through; who set it is read apart (a person by CMV). */
export const backupStatusChangeBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: statusField,
    at: instantSchema,
    byOwner: { type: 'boolean', errorMessages: { type: 'El cambio de estado no es válido' } },
  },
  required: ['status', 'at'],
} as const;

const person = recordSchema({ _id: { type: 'string' }, name: { type: 'string' } });

/** The appointment as every call answers it; nothing internal (clinic id). */
export const appointmentSchema = recordSchema({
  _id: { type: 'string' },
  patient: recordSchema({ _id: { type: 'string' }, name: { type: 'string' }, species: { type: 'string' } }),
  // The owner's phone and e-mail too: the front desk calls or writes to confirm.
  owner: recordSchema({
    _id: { type: 'string' },
    name: { type: 'string' },
    contact: { type: 'string' },
    email: { type: 'string' },
  }),
  // Who attends it, «Nombre Apellido»; null when nobody is assigned (a restored appointment whose person
  // the clinic does not have: the agenda's «Sin asignar»).
  vet: { ...person, type: ['object', 'null'] },
  kind: { type: 'string', enum: APPOINTMENT_KINDS },
  // The clinic's wall-clock day and times; `startsAt` is the same instant in UTC.
  date: { type: 'string', format: 'date' },
  time: { type: 'string' },
  endTime: { type: 'string' },
  durationMinutes: { type: 'integer' },
  startsAt: { type: 'string', format: 'date-time' },
  status: { type: 'string', enum: APPOINTMENT_STATUSES },
  notes: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
  createdBy: { type: 'string' },
  updatedBy: { type: 'string' },
  version: versionOut,
});

/** Each status it went through: who set it (a member's name, or the owner through the mailed link). */
export const statusChangeSchema = recordSchema({
  status: { type: 'string', enum: APPOINTMENT_STATUSES },
  at: { type: 'string', format: 'date-time' },
  by: { type: 'string' },
  byOwner: { type: 'boolean' },
});

const appointmentDetailSchema = {
  ...appointmentSchema,
  properties: {
    ...appointmentSchema.properties,
    statusHistory: { type: 'array', items: statusChangeSchema },
  },
  required: [...appointmentSchema.required, 'statusHistory'],
} as const;

const appointmentParams = idParams(['id'], APPOINTMENT_NOT_FOUND_MSG);
const patientParams = idParams(['patientId'], PATIENT_NOT_FOUND_MSG);
const tags = ['appointments'];
const saved = savedSchema('appointment', appointmentSchema);

const agendaQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: day('Indica desde qué día'),
    to: day('Indica hasta qué día'),
    // Only this person's appointments (the agenda of one vet).
    vetId: { type: 'string', pattern: UUID_PATTERN, errorMessages: { pattern: NOT_A_MEMBER_MSG } },
  },
  required: ['from', 'to'],
} as const;

export const createAppointmentSchema = {
  summary: 'Book an appointment (Idempotency-Key)',
  tags,
  body: appointmentBody,
  response: withErrors({ 201: saved }),
};
export const updateAppointmentSchema = {
  summary: 'Edit or reschedule an appointment (the whole record, with the version its form loaded)',
  tags,
  params: appointmentParams,
  body: withVersion(appointmentBody),
  response: withErrors({ 200: saved }),
};
export const changeStatusSchema = {
  summary: 'Move an appointment to another status (Confirmada, En sala, Atendida, No asistió, Cancelada)',
  tags,
  params: appointmentParams,
  body: statusBody,
  response: withErrors({ 200: saved }),
};
export const getAppointmentSchema = {
  summary: 'One appointment with every status it went through',
  tags,
  params: appointmentParams,
  response: withErrors({
    200: { type: 'object', properties: { appointment: appointmentDetailSchema }, required: ['appointment'] },
  }),
};
export const agendaSchema = {
  summary: "The clinic's appointments between two days (its calendar), earliest first",
  tags,
  querystring: agendaQuery,
  response: withErrors({
    200: {
      type: 'object',
      properties: { appointments: { type: 'array', items: appointmentSchema } },
      required: ['appointments'],
    },
  }),
};
export const patientAppointmentsSchema = {
  summary: "A pet's appointments from today on, earliest first, and its last 20 before, newest first",
  tags,
  params: patientParams,
  response: withErrors({
    200: {
      type: 'object',
      properties: {
        upcoming: { type: 'array', items: appointmentSchema },
        past: { type: 'array', items: appointmentSchema },
      },
      required: ['upcoming', 'past'],
    },
  }),
};

export type AppointmentBody = FromSchema<typeof appointmentBody>;
export type AppointmentEditBody = FromSchema<typeof updateAppointmentSchema.body>;
export type StatusBody = FromSchema<typeof statusBody>;
export type BackupAppointmentBody = FromSchema<typeof backupAppointmentBody>;
export type BackupStatusChangeBody = FromSchema<typeof backupStatusChangeBody>;
export type AppointmentParams = FromSchema<typeof appointmentParams>;
export type PatientParams = FromSchema<typeof patientParams>;
export type AgendaQuery = FromSchema<typeof agendaQuery>;
