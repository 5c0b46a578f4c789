import { withErrors } from '../http/schemas.js';
import { versionField, versionOut } from '../http/versions.js';
import { MAX_BOUND, PARAMETERS, SPECIES } from './reference-ranges.js';

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

function speciesRanges(species: string, input: boolean) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      PARAMETERS.map(({ key, label }) => [key, input ? interval(label) : intervalOut]),
    ),
    required: PARAMETERS.map(({ key }) => key),
    errorMessages: {
      required: `Faltan los rangos de ${species}`,
      type: `Los rangos de ${species} deben ser un objeto`,
    },
  };
}

const intervalOut = {
  type: 'object',
  properties: { min: { type: 'number' }, max: { type: 'number' } },
  required: ['min', 'max'],
  additionalProperties: false,
} as const;

function rangesSchema(input: boolean) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(SPECIES.map((s) => [s, speciesRanges(s, input)])),
    required: [...SPECIES],
    errorMessages: {
      required: 'Los rangos de referencia son obligatorios',
      type: 'Los rangos de referencia deben ser un objeto',
    },
  };
}

const rangesOut = rangesSchema(false);
// The table's version travels beside it (migration 008), like a record's.
const savedResponse = {
  type: 'object',
  properties: { msg: { type: 'string' }, ranges: rangesOut, version: versionOut },
  required: ['msg', 'ranges', 'version'],
} as const;

export const getRangesSchema = {
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
    properties: { ranges: rangesSchema(true) },
    required: ['ranges'],
  },
  response: withErrors({ 200: savedResponse }),
};

/** PUT from the screen: the table and the version its form loaded (http/versions.ts). */
export const editRangesSchema = {
  ...saveRangesSchema,
  body: {
    ...saveRangesSchema.body,
    properties: { ...saveRangesSchema.body.properties, version: versionField },
    required: [...saveRangesSchema.body.required, 'version'],
  },
};

export const resetRangesSchema = { response: withErrors({ 200: savedResponse }) };
