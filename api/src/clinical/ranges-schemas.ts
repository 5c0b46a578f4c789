import type { FromSchema } from 'json-schema-to-ts';
import { withErrors } from '../http/schemas.js';
import { versionOut, withVersion } from '../http/versions.js';
import { SPECIES, VITAL_MEASURES, type Species, type VitalKey } from './vital-ranges.js';

export const BOUND_NOT_A_NUMBER_MSG = 'Debe ser un número';
export const RANGE_ORDER_MSG = 'El mínimo no puede ser mayor que el máximo';

type VitalMeasure = (typeof VITAL_MEASURES)[number];

/** A bound as the body's types see it (whole numbers or not, a number). */
interface BoundSchema {
  readonly type: 'number';
  readonly minimum: number;
  readonly maximum: number;
  readonly errorMessages: { readonly required: string; readonly default: string };
}

// Each bound within the vital sign's possible values, refused with that field's own message
// (decimals in ranges-input.ts). Bounds reach the schema already type-checked (no coercion).
function bound(m: VitalMeasure): BoundSchema {
  const schema = {
    type: m.integer ? 'integer' : 'number',
    minimum: m.min,
    maximum: m.max,
    errorMessages: { required: 'El valor es obligatorio', default: m.msg },
  };
  return schema as BoundSchema;
}

function interval(m: VitalMeasure) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { min: bound(m), max: bound(m) },
    required: ['min', 'max'],
    errorMessages: { type: 'Cada rango debe ser un objeto con min y max' },
  } as const;
}

const intervalOut = {
  type: 'object',
  properties: { min: { type: 'number' }, max: { type: 'number' } },
  required: ['min', 'max'],
  additionalProperties: false,
} as const;

/** Per species (any of SPECIES), per vital sign (any of the four): an interval. */
function rangesSchema<I extends object>(intervalOf: (m: VitalMeasure) => I) {
  const perSpecies = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(VITAL_MEASURES.map((m) => [m.key, intervalOf(m)])) as Record<VitalKey, I>,
    errorMessages: { type: 'Los rangos de cada especie deben ser un objeto' },
  } as const;
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(SPECIES.map((s) => [s, perSpecies])) as Record<Species, typeof perSpecies>,
    errorMessages: {
      required: 'Los rangos de signos vitales son obligatorios',
      type: 'Los rangos de signos vitales deben ser un objeto',
    },
  } as const;
}

const rangesOut = rangesSchema(() => intervalOut);
const savedResponse = {
  type: 'object',
  properties: { msg: { type: 'string' }, ranges: rangesOut, version: versionOut },
  required: ['msg', 'ranges', 'version'],
} as const;

const tags = ['clinical'];

export const getVitalRangesSchema = {
  summary:
    "The clinic's normal ranges of the vital signs (else the defaults), the cited defaults and the table's version",
  tags,
  response: withErrors({
    200: {
      type: 'object',
      properties: { ranges: rangesOut, defaults: rangesOut, version: versionOut },
      required: ['ranges', 'defaults', 'version'],
    },
  }),
};

/** The table as saved (a backup's vital ranges are checked against this body too). */
export const saveVitalRangesSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { ranges: rangesSchema(interval) },
    required: ['ranges'],
  },
  response: withErrors({ 200: savedResponse }),
} as const;

export const editVitalRangesSchema = {
  ...saveVitalRangesSchema,
  summary: 'Save the whole table (every species the clinic keeps), with the version its form loaded',
  tags,
  body: withVersion(saveVitalRangesSchema.body),
} as const;

export const resetVitalRangesSchema = {
  summary: 'Back to the default vital-sign ranges',
  tags,
  response: withErrors({ 200: savedResponse }),
};

export type VitalRangesEditBody = FromSchema<typeof editVitalRangesSchema.body>;
