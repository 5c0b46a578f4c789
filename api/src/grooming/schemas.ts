import { withAuthors } from '../audit/authors.js';
import type { FromSchema } from 'json-schema-to-ts';
import { idParams } from '../http/id-params.js';
import { listQueryProperties, pageSchema } from '../http/paging.js';
import { recordRouteSchemas } from '../http/record-route-schemas.js';
import { recordSchema, withErrors } from '../http/schemas.js';
import { versionOut } from '../http/versions.js';
import { GROOMING_SERVICES as SERVICES, PAYMENT_TYPES } from '../lists.generated.js';

export const SERVICE_NOT_FOUND_MSG = 'Servicio de Estética no encontrado';
export const PATIENT_NOT_FOUND_MSG = 'Mascota no encontrada';
// The services and the payment types a vet may choose, the forms' lists too (both come from
// shared-ui/src/constants/lists.json). "Transferencia" is only a colour on the list screen, never accepted here.
export { PAYMENT_TYPES, SERVICES };
export const MAX_COST = 1_000_000;
export const MAX_EXCHANGE_RATE = 1_000_000_000;

export const INVALID_DATE_MSG = 'Fecha inválida';
export const COST_MIN_MSG = 'El costo debe ser mayor a 0';
export const COST_DECIMALS_MSG = 'El costo admite como máximo 2 decimales';
const COST_TYPE_MSG = 'El costo debe ser un número';
const RATE_MIN_MSG = 'La tasa de cambio debe ser mayor a 0';

/**
 * An instant as the browser's `Date.toISOString()` writes it, with its time zone (Z or ±hh:mm): a
 * local time without zone would be a different moment in Caracas and on the server. `format` adds the
 * calendar check (no 30 February); the handler parses it (see instants.ts).
 */
export function instantSchema(messages: { required?: string; invalid: string }) {
  return {
    type: 'string',
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})$',
    format: 'date-time',
    errorMessages: {
      ...(messages.required ? { required: messages.required } : {}),
      type: messages.invalid,
      pattern: messages.invalid,
      format: messages.invalid,
    },
  } as const;
}

function oneOf<const V extends readonly string[]>(values: V, required: string, what: string) {
  const invalid = `${what} debe ser uno de: ${values.join(', ')}`;
  return { type: 'string', enum: values, errorMessages: { required, type: invalid, enum: invalid } } as const;
}

// Strings arrive trimmed (see input.ts), so an all-blank value is "" and gets the required message.
const fields = {
  date: instantSchema({ required: 'La fecha del servicio es obligatoria', invalid: INVALID_DATE_MSG }),
  service: oneOf(SERVICES, 'El tipo de servicio es obligatorio', 'El tipo de servicio'),
  specifications: {
    type: 'string',
    minLength: 1,
    maxLength: 300,
    errorMessages: {
      required: 'Las especificaciones son obligatorias',
      minLength: 'Las especificaciones son obligatorias',
      maxLength: 'Máximo 300 caracteres',
      type: 'Las especificaciones deben ser un texto',
    },
  },
  observations: {
    type: 'string',
    maxLength: 2000,
    errorMessages: { maxLength: 'Máximo 2000 caracteres', type: 'Las observaciones deben ser un texto' },
  },
  // USD. AJV turns "12.50" into 12.5; "abc" stays a type error. Decimals are checked in input.ts.
  cost: {
    type: 'number',
    minimum: 0.01,
    maximum: MAX_COST,
    errorMessages: {
      required: 'El costo es obligatorio',
      type: COST_TYPE_MSG,
      minimum: COST_MIN_MSG,
      maximum: 'El costo no puede superar 1.000.000',
    },
  },
  paymentType: oneOf(PAYMENT_TYPES, 'El tipo de pago es obligatorio', 'El tipo de pago'),
  // Optional: absent, null or "" mean none (see input.ts).
  exchangeRate: {
    type: ['number', 'null'],
    exclusiveMinimum: 0,
    maximum: MAX_EXCHANGE_RATE,
    errorMessages: {
      type: 'La tasa de cambio debe ser un número',
      exclusiveMinimum: RATE_MIN_MSG,
      maximum: 'La tasa de cambio no puede superar 1.000.000.000',
    },
  },
} as const;

// additionalProperties false + AJV removeAdditional: unknown fields (a body patientId too) are dropped.
const serviceBody = {
  type: 'object',
  additionalProperties: false,
  properties: fields,
  required: ['date', 'service', 'specifications', 'cost', 'paymentType'],
} as const;

const patientSummary = recordSchema({
  _id: { type: 'string' },
  name: { type: 'string' },
  species: { type: 'string' },
  breed: { type: 'string' },
});

/** The service as every call returns it, its pet embedded; nothing internal (vet id). */
export const serviceSchema = recordSchema({
  _id: { type: 'string' },
  patientId: patientSummary,
  date: { type: 'string', format: 'date-time' },
  service: { type: 'string' },
  specifications: { type: 'string' },
  observations: { type: 'string' },
  cost: { type: 'number' },
  paymentType: { type: 'string' },
  exchangeRate: { type: ['number', 'null'] },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
  version: versionOut,
});

const listResponse = {
  type: 'object',
  properties: { services: { type: 'array', items: serviceSchema } },
  required: ['services'],
} as const;
const serviceParams = idParams(['id'], SERVICE_NOT_FOUND_MSG);
const patientParams = idParams(['patientId'], PATIENT_NOT_FOUND_MSG);
const tags = ['grooming'];
const record = recordRouteSchemas({
  tags,
  key: 'service',
  record: serviceSchema,
  body: serviceBody,
  parentParams: patientParams,
  params: serviceParams,
});

export const createServiceSchema = record.create('Record a grooming service for a pet');
export const updateServiceSchema = record.update(
  'Correct a grooming service (the whole record, with the version its form loaded)',
);
export const deleteServiceSchema = record.remove('Delete a grooming service');
export const getServiceSchema = record.get(
  'One grooming service, its pet embedded',
  withAuthors(serviceSchema),
);
// Without page/limit `{ services }` (docs/api.md#lists-search-and-pages); with either, a page
// (http/paging.ts).

// A page of services also carries the summary of every match (the list's summary cards).
const basePage = pageSchema(serviceSchema);
export const servicesPageSchema = {
  ...basePage,
  properties: {
    ...basePage.properties,
    summary: {
      type: 'object',
      properties: {
        count: { type: 'integer' },
        total: { type: 'number' },
        average: { type: 'number' },
        bolivares: { type: 'number' },
        withRate: { type: 'integer' },
      },
      required: ['count', 'total', 'average', 'bolivares', 'withRate'],
      additionalProperties: false,
    },
  },
  required: [...basePage.required, 'summary'],
} as const;

const periodQuery = {
  type: 'object',
  properties: {
    from: instantSchema({ invalid: 'El parámetro from debe ser una fecha ISO 8601 con zona horaria' }),
    to: instantSchema({ invalid: 'El parámetro to debe ser una fecha ISO 8601 con zona horaria' }),
    ...listQueryProperties,
  },
} as const;

export const listServicesSchema = {
  summary: "The vet's grooming services in a period (from, to): all, a search, or a page with its summary",
  tags,
  querystring: periodQuery,
  response: withErrors({ 200: listResponse }),
};

// A pet's services take the same period (its list offers Hoy, Semana and Mes too).
export const listPatientServicesSchema = {
  ...listServicesSchema,
  summary: "One pet's grooming services in a period (from, to): all, a search, or a page with its summary",
  params: patientParams,
};

// The browser sends where each period starts in its own time zone, and its "now" (see README.md).
const countParam = (name: string) =>
  instantSchema({
    required: `Falta el parámetro ${name}`,
    invalid: `El parámetro ${name} debe ser una fecha ISO 8601 con zona horaria`,
  });
export const COUNT_PARAMS = ['today', 'week', 'month', 'now'] as const;

const countQuery = {
  type: 'object',
  properties: Object.fromEntries(COUNT_PARAMS.map((name) => [name, countParam(name)])) as {
    [K in (typeof COUNT_PARAMS)[number]]: ReturnType<typeof countParam>;
  },
  required: COUNT_PARAMS,
} as const;

export const countServicesSchema = {
  summary: "How many services today, this week and this month (the dashboard's figures)",
  tags,
  querystring: countQuery,
  response: withErrors({
    200: {
      type: 'object',
      properties: { today: { type: 'integer' }, week: { type: 'integer' }, month: { type: 'integer' } },
      required: ['today', 'week', 'month'],
      additionalProperties: false,
    },
  }),
};

export type ServiceBody = FromSchema<typeof serviceBody>;
export type ServiceEditBody = FromSchema<typeof updateServiceSchema.body>;
export type ServiceParams = FromSchema<typeof serviceParams>;
export type PatientParams = FromSchema<typeof patientParams>;
export type PeriodQuery = FromSchema<typeof periodQuery>;
export type CountQuery = FromSchema<typeof countQuery>;
