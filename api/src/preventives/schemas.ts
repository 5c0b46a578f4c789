import type { FromSchema } from 'json-schema-to-ts';
import { idParams, UUID_PATTERN } from '../http/id-params.js';
import { recordRouteSchemas } from '../http/record-route-schemas.js';
import { recordSchema, withErrors } from '../http/schemas.js';
import { versionOut } from '../http/versions.js';
import { PREVENTIVE_KINDS } from '../lists.generated.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';

export const PREVENTIVE_NOT_FOUND_MSG = 'Aplicación no encontrada';
export const INVALID_DATE_MSG = 'Fecha inválida';
export const FUTURE_DATE_MSG = 'La fecha no puede ser futura';
export const BEFORE_1900_MSG = 'La fecha no puede ser anterior a 1900';
export const DUE_BEFORE_APPLIED_MSG = 'La próxima dosis no puede ser anterior a la aplicación';
export const NOT_A_MEMBER_MSG = 'Quién aplicó debe ser un miembro de la clínica';
export { PATIENT_NOT_FOUND_MSG, PREVENTIVE_KINDS };

const KIND_MSG = 'El tipo de aplicación debe ser Vacuna o Desparasitación';

// PostgreSQL text cannot hold U+0000: refused here (and by the app-wide guard) rather than in the database.
function text(maxLength: number, required?: string) {
  const tooLong = `Máximo ${maxLength} caracteres`;
  const invalid = 'El texto contiene caracteres no válidos';
  return required
    ? ({
        type: 'string',
        minLength: 1,
        maxLength,
        pattern: '^[^\\u0000]*$',
        errorMessages: {
          required,
          minLength: required,
          maxLength: tooLong,
          type: required,
          pattern: invalid,
        },
      } as const)
    : ({
        type: 'string',
        maxLength,
        pattern: '^[^\\u0000]*$',
        errorMessages: { maxLength: tooLong, type: 'Debe ser un texto', pattern: invalid },
      } as const);
}

// ajv-formats' full "date" also refuses impossible days (2024-02-30); the range is checked in input.ts.
const day = (required?: string) =>
  ({
    type: 'string',
    format: 'date',
    errorMessages: {
      ...(required ? { required } : {}),
      type: INVALID_DATE_MSG,
      format: INVALID_DATE_MSG,
    },
  }) as const;

// Strings arrive trimmed (input.ts), so an all-blank value is "" and gets the required message.
const fields = {
  kind: {
    type: 'string',
    enum: PREVENTIVE_KINDS,
    errorMessages: { required: 'El tipo de aplicación es obligatorio', type: KIND_MSG, enum: KIND_MSG },
  },
  product: text(120, 'El producto es obligatorio'),
  lot: text(60),
  appliedOn: day('La fecha de aplicación es obligatoria'),
  // Optional: absent, null or "" mean no next dose (input.ts turns "" into null).
  nextDue: { ...day(), type: ['string', 'null'] },
  appliedBy: {
    type: 'string',
    pattern: UUID_PATTERN,
    errorMessages: {
      required: 'Quién aplicó es obligatorio',
      type: NOT_A_MEMBER_MSG,
      pattern: NOT_A_MEMBER_MSG,
    },
  },
  notes: text(1000),
} as const;

// additionalProperties false + AJV removeAdditional: unknown fields (a body patientId too) are dropped.
const preventiveBody = {
  type: 'object',
  additionalProperties: false,
  properties: fields,
  required: ['kind', 'product', 'appliedOn', 'appliedBy'],
} as const;

/** The application as every call answers it; nothing internal (clinic id). */
export const preventiveSchema = recordSchema({
  _id: { type: 'string' },
  patientId: { type: 'string' },
  kind: { type: 'string', enum: PREVENTIVE_KINDS },
  product: { type: 'string' },
  lot: { type: 'string' },
  appliedOn: { type: 'string', format: 'date' },
  nextDue: { type: ['string', 'null'], format: 'date' },
  // «Nombre Apellido» of the member who applied it; null when nobody is on record (a restored
  // application whose person the clinic does not have).
  appliedBy: {
    ...recordSchema({ _id: { type: 'string' }, name: { type: 'string' } }),
    type: ['object', 'null'],
  },
  notes: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
  // Who recorded it and who last changed it, by name ('' when nobody is on record).
  createdBy: { type: 'string' },
  updatedBy: { type: 'string' },
  version: versionOut,
});

/** Per product (its latest application, when that has a next due day): where the pet stands. */
export const dueStatusSchema = recordSchema({
  kind: { type: 'string', enum: PREVENTIVE_KINDS },
  product: { type: 'string' },
  lastAppliedOn: { type: 'string', format: 'date' },
  nextDue: { type: 'string', format: 'date' },
  status: { type: 'string', enum: ['overdue', 'due-soon', 'up-to-date'] },
  preventiveId: { type: 'string' },
});

const preventiveParams = idParams(['id'], PREVENTIVE_NOT_FOUND_MSG);
const patientParams = idParams(['patientId'], PATIENT_NOT_FOUND_MSG);
const tags = ['clinical'];
const record = recordRouteSchemas({
  tags,
  key: 'preventive',
  record: preventiveSchema,
  body: preventiveBody,
  parentParams: patientParams,
  params: preventiveParams,
});

export const createPreventiveSchema = record.create(
  'Record a vaccine or a deworming given to a pet (Idempotency-Key)',
);
export const updatePreventiveSchema = record.update(
  'Correct a vaccine or deworming (the whole record, with the version its form loaded)',
);
export const deletePreventiveSchema = record.remove('Delete a vaccine or deworming');
export const getPreventiveSchema = record.get('One vaccine or deworming');
export const listPreventivesSchema = {
  summary: "A pet's vaccines and deworming, newest applied first, and what is due per product",
  tags,
  params: patientParams,
  response: withErrors({
    200: {
      type: 'object',
      properties: {
        preventives: { type: 'array', items: preventiveSchema },
        status: { type: 'array', items: dueStatusSchema },
      },
      required: ['preventives', 'status'],
      additionalProperties: false,
    },
  }),
};

export type PreventiveBody = FromSchema<typeof preventiveBody>;
export type PreventiveEditBody = FromSchema<typeof updatePreventiveSchema.body>;
export type PreventiveParams = FromSchema<typeof preventiveParams>;
export type PatientParams = FromSchema<typeof patientParams>;
