import type { FromSchema } from 'json-schema-to-ts';
import { listQueryProperties, pageSchema } from '../http/paging.js';
import { withErrors } from '../http/schemas.js';

export const RECORD_KINDS = [
  'owner',
  'pet',
  'lab_exam',
  'grooming_service',
  'reference_ranges',
  'clinic',
  'member',
  'invitation',
  'session',
  'backup',
  'consultation',
  'consultation_addendum',
  'vital_ranges',
  'preventive',
  'appointment',
  'schedule',
] as const;

const DATE_MSG = 'Usa una fecha con el formato aaaa-mm-dd';
const day = {
  type: 'string',
  format: 'date',
  errorMessages: { format: DATE_MSG, default: DATE_MSG },
} as const;
const uuid = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  errorMessages: { pattern: 'Identificador no válido' },
} as const;

const activityQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: listQueryProperties.page,
    limit: listQueryProperties.limit,
    actor: uuid,
    kind: { type: 'string', enum: RECORD_KINDS, errorMessages: { enum: 'Tipo de registro desconocido' } },
    record: { type: 'string', maxLength: 100 },
    from: day,
    to: day,
  },
} as const;
export type ActivityQuery = FromSchema<typeof activityQuery>;

const entrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    _id: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    actor: {
      type: ['object', 'null'],
      properties: { _id: { type: 'string' }, name: { type: 'string' } },
      required: ['_id', 'name'],
    },
    action: { type: 'string' },
    recordKind: { type: 'string', enum: RECORD_KINDS },
    recordId: { type: ['string', 'null'] },
    summary: { type: 'string' },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, from: {}, to: {} },
        required: ['field'],
      },
    },
  },
  required: ['_id', 'at', 'actor', 'action', 'recordKind', 'recordId', 'summary', 'changes'],
} as const;

export const activitySchema = {
  summary: "The clinic's activity, newest first, filtered by person, record and dates, paged (administrator)",
  tags: ['clinic'],
  querystring: activityQuery,
  response: withErrors({ 200: pageSchema(entrySchema) }),
};
