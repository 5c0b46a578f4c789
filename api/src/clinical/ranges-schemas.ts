import type { FromSchema } from 'json-schema-to-ts';
import { rangeTableSchemas } from '../http/range-table-schemas.js';
import { SPECIES, VITAL_MEASURES } from './vital-ranges.js';

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

/** Per species (any of SPECIES), per vital sign (any of the four): an interval, each one optional. */
export const {
  get: getVitalRangesSchema,
  save: saveVitalRangesSchema,
  edit: editVitalRangesSchema,
  reset: resetVitalRangesSchema,
} = rangeTableSchemas({
  species: SPECIES,
  parameters: VITAL_MEASURES,
  bound,
  complete: false,
  messages: {
    table: {
      required: 'Los rangos de signos vitales son obligatorios',
      type: 'Los rangos de signos vitales deben ser un objeto',
    },
    species: () => ({ type: 'Los rangos de cada especie deben ser un objeto' }),
    interval: () => ({ type: 'Cada rango debe ser un objeto con min y max' }),
  },
  tags: ['clinical'],
  summaries: {
    get: "The clinic's normal ranges of the vital signs (else the defaults), the cited defaults and the table's version",
    edit: 'Save the whole table (every species the clinic keeps), with the version its form loaded',
    reset: 'Back to the default vital-sign ranges',
  },
});

export type VitalRangesEditBody = FromSchema<typeof editVitalRangesSchema.body>;
