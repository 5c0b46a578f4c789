import type { FromSchema } from 'json-schema-to-ts';
import { instantSchema } from '../grooming/schemas.js';
import { idParams } from '../http/id-params.js';
import { listQuerySchema, pageSchema } from '../http/paging.js';
import { recordRouteSchemas } from '../http/record-route-schemas.js';
import { withErrors } from '../http/schemas.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';
import {
  addendumBody,
  addendumSchema,
  CONSULTATION_NOT_FOUND_MSG,
  consultationBody,
  consultationSchema,
} from './schemas.js';

const tags = ['clinical'];
const patientParams = idParams(['patientId'], PATIENT_NOT_FOUND_MSG);
const consultationParams = idParams(['id'], CONSULTATION_NOT_FOUND_MSG);
const record = recordRouteSchemas({
  tags,
  key: 'consultation',
  record: consultationSchema,
  body: consultationBody,
  parentParams: patientParams,
  params: consultationParams,
});

export const createConsultationSchema = record.create('Record a consultation of a pet (Idempotency-Key)');

/** Without page/limit `{ consultations }` (docs/api.md#lists-search-and-pages); with either, a page. */
export const listPatientConsultationsSchema = record.list(
  "A pet's consultations, newest first: all, a search, or a page (q, page, limit)",
  'consultations',
);
export const consultationsPageSchema = pageSchema(consultationSchema);

export const listConsultationsSchema = {
  summary:
    "The clinic's consultations, newest first, one page ({ items, total, page, limit }); q searches pet, owner, motivo and diagnoses",
  tags,
  querystring: listQuerySchema,
  response: withErrors({ 200: consultationsPageSchema }),
};

// As grooming's counts: the browser says where its «today» started and what «now» is.
const countQuery = {
  type: 'object',
  properties: {
    today: instantSchema({
      required: 'Falta el parámetro today',
      invalid: 'El parámetro today debe ser una fecha ISO 8601 con zona horaria',
    }),
    now: instantSchema({
      required: 'Falta el parámetro now',
      invalid: 'El parámetro now debe ser una fecha ISO 8601 con zona horaria',
    }),
  },
  required: ['today', 'now'],
} as const;

export const countConsultationsSchema = {
  summary: "How many consultations today (the dashboard's «Consultas hoy»): today <= date <= now",
  tags,
  querystring: countQuery,
  response: withErrors({
    200: {
      type: 'object',
      properties: { today: { type: 'integer' } },
      required: ['today'],
      additionalProperties: false,
    },
  }),
};

export const getConsultationSchema = record.get(
  'One consultation, with its addenda and the vital signs outside the normal ranges',
);

export const updateConsultationSchema = record.update(
  'Correct a consultation: its author, within 24 hours (the whole consultation and its version)',
);

export const deleteConsultationSchema = record.remove(
  'Delete a consultation and its addenda (the activity log keeps what it held)',
);

export const addAddendumSchema = {
  summary: 'Add a dated, signed note to a consultation, locked or not (Idempotency-Key)',
  tags,
  params: consultationParams,
  body: addendumBody,
  response: withErrors({
    201: {
      type: 'object',
      properties: { msg: { type: 'string' }, addendum: addendumSchema },
      required: ['msg', 'addendum'],
    },
  }),
};

export const weightsSchema = {
  summary: "A pet's weight curve: each consultation that took the weight, oldest first",
  tags,
  params: patientParams,
  response: withErrors({
    200: {
      type: 'object',
      properties: {
        points: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              date: { type: 'string', format: 'date-time' },
              weightKg: { type: 'number' },
              consultationId: { type: 'string' },
            },
            required: ['date', 'weightKg', 'consultationId'],
            additionalProperties: false,
          },
        },
      },
      required: ['points'],
    },
  }),
};

export type PatientParams = FromSchema<typeof patientParams>;
export type ConsultationParams = FromSchema<typeof consultationParams>;
export type CountQuery = FromSchema<typeof countQuery>;
export type ConsultationEditBody = FromSchema<typeof updateConsultationSchema.body>;
