import type { FromSchema } from 'json-schema-to-ts';
import { instantSchema } from '../grooming/schemas.js';
import { idParams } from '../http/id-params.js';
import { listQuerySchema, pageSchema } from '../http/paging.js';
import { msgResponseSchema, savedSchema, withErrors } from '../http/schemas.js';
import { withVersion } from '../http/versions.js';
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
const savedResponse = savedSchema('consultation', consultationSchema);

export const createConsultationSchema = {
  summary: 'Record a consultation of a pet (Idempotency-Key)',
  tags,
  params: patientParams,
  body: consultationBody,
  response: withErrors({ 201: savedResponse }),
};

/** Without page/limit `{ consultations }` (docs/api.md#lists-search-and-pages); with either, a page. */
export const listPatientConsultationsSchema = {
  summary: "A pet's consultations, newest first: all, a search, or a page (q, page, limit)",
  tags,
  params: patientParams,
  querystring: listQuerySchema,
  response: withErrors({
    200: {
      type: 'object',
      properties: { consultations: { type: 'array', items: consultationSchema } },
      required: ['consultations'],
    },
  }),
};
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

export const getConsultationSchema = {
  summary: 'One consultation, with its addenda and the vital signs outside the normal ranges',
  tags,
  params: consultationParams,
  response: withErrors({
    200: { type: 'object', properties: { consultation: consultationSchema }, required: ['consultation'] },
  }),
};

export const updateConsultationSchema = {
  summary: 'Correct a consultation: its author, within 24 hours (the whole consultation and its version)',
  tags,
  params: consultationParams,
  body: withVersion(consultationBody),
  response: withErrors({ 200: savedResponse }),
} as const;

export const deleteConsultationSchema = {
  summary: 'Delete a consultation and its addenda (the activity log keeps what it held)',
  tags,
  params: consultationParams,
  response: withErrors({ 200: msgResponseSchema }),
};

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
