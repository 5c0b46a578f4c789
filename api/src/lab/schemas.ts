import { withAuthors } from '../audit/authors.js';
import type { FromSchema } from 'json-schema-to-ts';
import { idParams } from '../http/id-params.js';
import { pageSchema } from '../http/paging.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';
import { recordRouteSchemas } from '../http/record-route-schemas.js';
import { recordSchema, withErrors } from '../http/schemas.js';
import { versionOut } from '../http/versions.js';
import { COUNTERS, MAX_CELLS, MAX_TEXT, MEASURES, type CounterKey, type MeasureKey } from './fields.js';

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
function measure({ label, max }: (typeof MEASURES)[number]) {
  return {
    type: 'number',
    minimum: 0,
    maximum: max,
    errorMessages: {
      required: `${label} es obligatorio`,
      type: notANumberMsg(label),
      minimum: POSITIVE_MSG,
      maximum: `${label} no puede superar ${max}`,
    },
  } as const;
}
const measures = Object.fromEntries(MEASURES.map((m) => [m.key, measure(m)])) as {
  [K in MeasureKey]: ReturnType<typeof measure>;
};
const measureKeys = MEASURES.map(({ key }) => key);
const counterKeys = COUNTERS.map(({ key }) => key);

const counter = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_CELLS,
  errorMessages: { required: COUNTER_MSG, default: COUNTER_MSG },
} as const;

const differentialCount = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(counterKeys.map((key) => [key, counter])) as Record<
    CounterKey,
    typeof counter
  >,
  required: counterKeys,
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
  required: ['date', ...measureKeys, 'differentialCount', 'totalCells'],
} as const;

const number = { type: 'number' } as const;

/** The exam as every call returns it: exactly these fields (never clinic_id). */
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

const patientParams = idParams(['patientId'], PATIENT_NOT_FOUND_MSG);
// An exam's address names its pet too: either id malformed, the exam is not found.
const examParams = idParams(['patientId', 'labExamId'], EXAM_NOT_FOUND_MSG);
const examIdParams = idParams(['id'], EXAM_NOT_FOUND_MSG);
const tags = ['lab'];
const record = recordRouteSchemas({
  tags,
  key: 'labExam',
  record: labExamSchema,
  body: examBody,
  parentParams: patientParams,
  params: examIdParams,
});

export const createExamSchema = record.create('Record a hematology exam for a pet');
export const updateExamSchema = record.update(
  'Correct an exam (the whole exam, with the version its form loaded)',
);
export const deleteExamSchema = record.remove('Delete an exam');
export const getExamSchema = {
  summary: "One exam of a pet's",
  tags,
  params: examParams,
  response: withErrors({
    200: {
      type: 'object',
      properties: {
        labExam: {
          ...withAuthors(labExamSchema),
          properties: {
            ...withAuthors(labExamSchema).properties,
            // The report's signature: the exam's author and their CMV (null when nobody is on record).
            signedBy: {
              type: ['object', 'null'],
              properties: { name: { type: 'string' }, cmv: { type: 'string' } },
              required: ['name', 'cmv'],
            },
          },
          required: [...withAuthors(labExamSchema).required, 'signedBy'],
        },
      },
      required: ['labExam'],
    },
  }),
};
/** Without page/limit `{ exams }` (docs/api.md#lists-search-and-pages); with either, a page
 *  (http/paging.ts). */
export const listExamsSchema = record.list(
  "A pet's exams, newest first: all, a search, or a page (q, page, limit)",
  'exams',
);
export const examsPageSchema = pageSchema(labExamSchema);

/** The body once the schema accepted it (unknown fields already dropped). */
export type ExamBody = FromSchema<typeof examBody>;
export type ExamEditBody = FromSchema<typeof updateExamSchema.body>;
export type PatientParams = FromSchema<typeof patientParams>;
export type ExamParams = FromSchema<typeof examParams>;
export type ExamIdParams = FromSchema<typeof examIdParams>;
