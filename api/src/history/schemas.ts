import type { FromSchema } from 'json-schema-to-ts';
import { idParams } from '../http/id-params.js';
import { listQueryProperties, pageSchema } from '../http/paging.js';
import { recordSchema, withErrors } from '../http/schemas.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';

/** The kinds of the pet's timeline, as its filter names them («Consultas», «Vacunas», …). */
export const HISTORY_KINDS = ['consultation', 'vaccine', 'deworming', 'lab_exam', 'grooming'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export { PATIENT_NOT_FOUND_MSG };

const KIND_MSG = `El tipo debe ser uno de: ${HISTORY_KINDS.join(', ')}`;

const historyQuery = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: HISTORY_KINDS, errorMessages: { type: KIND_MSG, enum: KIND_MSG } },
    page: listQueryProperties.page,
    limit: listQueryProperties.limit,
  },
} as const;

/** One event of the pet's history: what it is, its record's id, its date as the record keeps it, a line. */
export const historyItemSchema = recordSchema({
  kind: { type: 'string', enum: HISTORY_KINDS },
  id: { type: 'string' },
  // An instant (consultations, grooming) or a calendar day `YYYY-MM-DD` (vaccines, deworming, exams).
  date: { type: 'string' },
  title: { type: 'string' },
  detail: { type: 'string' },
});

const patientParams = idParams(['patientId'], PATIENT_NOT_FOUND_MSG);

export const historySchema = {
  summary: "A pet's history: consultations, vaccines, deworming, lab exams and grooming, newest first, paged",
  description:
    'Always one page (`limit` 20 by default), newest first by date, then by when recorded; `kind` keeps one ' +
    'kind of event.',
  tags: ['clinical'],
  params: patientParams,
  querystring: historyQuery,
  response: withErrors({ 200: pageSchema(historyItemSchema) }),
};

export type HistoryQuery = FromSchema<typeof historyQuery>;
export type PatientParams = FromSchema<typeof patientParams>;
