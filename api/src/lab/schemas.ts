import { listQueryProperties, pageSchema } from '../http/paging.js';
import { msgResponseSchema, recordSchema, savedSchema, withErrors } from '../http/schemas.js';
import { versionField, versionOut } from '../http/versions.js';
import { COUNTERS, MAX_CELLS, MAX_TEXT, MEASURES } from './fields.js';

export const EXAM_NOT_FOUND_MSG = 'No se encontró el examen.';
export const COUNTER_MSG = 'El conteo debe ser un número entero entre 0 y 100';
export const TOTAL_TOO_HIGH_MSG = 'El conteo total no puede superar 100';
export const TOTAL_MISMATCH_MSG = 'El total de células no coincide con el conteo diferencial';
export const TOTAL_INVALID_MSG = 'El total de células debe ser un número entero entre 0 y 100';
export const DATE_REQUIRED_MSG = 'La fecha es obligatoria';
export const DATE_INVALID_MSG = 'Fecha inválida';
export const POSITIVE_MSG = 'Debe ser positivo';

export const notANumberMsg = (label: string) => `${label} debe ser un número`;

// Values reach the schema already type-checked (input.ts refuses strings, booleans and null for
// numbers, which AJV's coercion would otherwise turn into numbers: null → 0, true → 1, "0x10" → 16).
const measures = Object.fromEntries(
  MEASURES.map(({ key, label, max }) => [
    key,
    {
      type: 'number',
      minimum: 0,
      maximum: max,
      errorMessages: {
        required: `${label} es obligatorio`,
        type: notANumberMsg(label),
        minimum: POSITIVE_MSG,
        maximum: `${label} no puede superar ${max}`,
      },
    },
  ]),
);

const counter = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_CELLS,
  errorMessages: { required: COUNTER_MSG, default: COUNTER_MSG },
} as const;

const differentialCount = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(COUNTERS.map(({ key }) => [key, counter])),
  required: COUNTERS.map(({ key }) => key),
  errorMessages: {
    required: 'El conteo diferencial es obligatorio',
    type: 'El conteo diferencial debe ser un objeto',
  },
} as const;

// PostgreSQL text cannot hold U+0000: refuse it here rather than fail in the database.
const text = {
  type: 'string',
  maxLength: MAX_TEXT,
  pattern: '^[^\\u0000]*$',
  errorMessages: {
    maxLength: `Máximo ${MAX_TEXT} caracteres`,
    type: 'Debe ser un texto',
    pattern: 'El texto contiene caracteres no válidos',
  },
} as const;

/** Create and edit take the whole exam; unknown fields (patientId, _id…) are dropped, never stored. */
const examBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // ajv-formats' full "date" also rejects impossible days (2024-02-30); the range is checked in input.ts.
    date: {
      type: 'string',
      format: 'date',
      errorMessages: { required: DATE_REQUIRED_MSG, format: DATE_INVALID_MSG, type: DATE_INVALID_MSG },
    },
    ...measures,
    differentialCount,
    totalCells: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_CELLS,
      errorMessages: {
        required: 'El total de células es obligatorio',
        maximum: TOTAL_TOO_HIGH_MSG,
        default: TOTAL_INVALID_MSG,
      },
    },
    hemotropico: text,
    observacion: text,
  },
  required: ['date', ...MEASURES.map(({ key }) => key), 'differentialCount', 'totalCells'],
} as const;

const number = { type: 'number' } as const;

/** The exam as every call returns it: exactly these fields (never vet_id). */
export const labExamSchema = recordSchema({
  _id: { type: 'string' },
  patientId: { type: 'string' },
  date: { type: 'string' },
  ...Object.fromEntries(MEASURES.map(({ key }) => [key, number])),
  differentialCount: {
    type: 'object',
    properties: Object.fromEntries(COUNTERS.map(({ key }) => [key, { type: 'integer' }])),
    required: COUNTERS.map(({ key }) => key),
    additionalProperties: false,
  },
  totalCells: { type: 'integer' },
  hemotropico: { type: 'string' },
  observacion: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
  version: versionOut,
});

const savedResponse = savedSchema('labExam', labExamSchema);

export const createExamSchema = { body: examBody, response: withErrors({ 201: savedResponse }) };
// An edit also names the version its form loaded (http/versions.ts).
export const updateExamSchema = {
  body: {
    ...examBody,
    properties: { ...examBody.properties, version: versionField },
    required: [...examBody.required, 'version'],
  },
  response: withErrors({ 200: savedResponse }),
};
export const deleteExamSchema = { response: withErrors({ 200: msgResponseSchema }) };
export const getExamSchema = {
  response: withErrors({
    200: { type: 'object', properties: { labExam: labExamSchema }, required: ['labExam'] },
  }),
};
/** Without page/limit `{ exams }` (CONTRACT.md); with either, a page (http/paging.ts). */
export const listExamsSchema = {
  querystring: { type: 'object', properties: listQueryProperties },
  response: withErrors({
    200: {
      type: 'object',
      properties: { exams: { type: 'array', items: labExamSchema } },
      required: ['exams'],
    },
  }),
};
export const examsPageSchema = pageSchema(labExamSchema);
