import type { FromSchema } from 'json-schema-to-ts';
import { withErrors } from '../http/schemas.js';
import { versionOut, withVersion } from '../http/versions.js';
import { MAX_BOUND, PARAMETERS, SPECIES, type Parameter, type Species } from './reference-ranges.js';

export const BOUND_NOT_A_NUMBER_MSG = 'Debe ser un número';
export const RANGE_ORDER_MSG = 'El mínimo no puede ser mayor que el máximo';

// Bounds reach the schema already type-checked (ranges-input.ts), so AJV's coercion never runs on them.
const bound = {
  type: 'number',
  minimum: 0,
  maximum: MAX_BOUND,
  errorMessages: {
    required: 'El valor es obligatorio',
    type: BOUND_NOT_A_NUMBER_MSG,
    minimum: 'Debe ser positivo',
    maximum: 'No puede superar 2.000.000',
  },
} as const;

function interval(label: string) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { min: bound, max: bound },
    required: ['min', 'max'],
    errorMessages: {
      required: `Falta el rango de ${label}`,
      type: `El rango de ${label} debe ser un objeto`,
    },
  } as const;
}

const parameterKeys = PARAMETERS.map(({ key }) => key);

/** One species' table: every parameter's interval, as the form sends it or as answers carry it. */
function speciesRanges<I extends object>(species: string, intervalOf: (label: string) => I) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(PARAMETERS.map(({ key, label }) => [key, intervalOf(label)])) as Record<
      Parameter,
      I
    >,
    required: parameterKeys,
    errorMessages: {
      required: `Faltan los rangos de ${species}`,
      type: `Los rangos de ${species} deben ser un objeto`,
    },
  } as const;
}

const intervalOut = {
  type: 'object',
  properties: { min: { type: 'number' }, max: { type: 'number' } },
  required: ['min', 'max'],
  additionalProperties: false,
} as const;

function rangesSchema<I extends object>(intervalOf: (label: string) => I) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(SPECIES.map((s) => [s, speciesRanges(s, intervalOf)])) as Record<
      Species,
      ReturnType<typeof speciesRanges<I>>
    >,
    required: SPECIES,
    errorMessages: {
      required: 'Los rangos de referencia son obligatorios',
      type: 'Los rangos de referencia deben ser un objeto',
    },
  } as const;
}

const rangesOut = rangesSchema(() => intervalOut);
// The table's version travels beside it (migration 008), like a record's.
const savedResponse = {
  type: 'object',
  properties: { msg: { type: 'string' }, ranges: rangesOut, version: versionOut },
  required: ['msg', 'ranges', 'version'],
} as const;

const tags = ['lab'];

export const getRangesSchema = {
  summary: "The vet's reference ranges (the screen's highlighting), the defaults and the table's version",
  tags,
  response: withErrors({
    200: {
      type: 'object',
      properties: { ranges: rangesOut, defaults: rangesOut, version: versionOut },
      required: ['ranges', 'defaults', 'version'],
    },
  }),
};

/** The table as saved (a backup's ranges are checked against this body too). */
export const saveRangesSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { ranges: rangesSchema(interval) },
    required: ['ranges'],
  },
  response: withErrors({ 200: savedResponse }),
} as const;

/** PUT from the screen: the table and the version its form loaded (http/versions.ts). */
export const editRangesSchema = {
  ...saveRangesSchema,
  summary: 'Save the whole table, with the version its form loaded',
  tags,
  body: withVersion(saveRangesSchema.body),
} as const;

export const resetRangesSchema = {
  summary: 'Back to the default ranges',
  tags,
  response: withErrors({ 200: savedResponse }),
};

export type RangesEditBody = FromSchema<typeof editRangesSchema.body>;
