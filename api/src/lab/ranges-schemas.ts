import type { FromSchema } from 'json-schema-to-ts';
import { BOUND_NOT_A_NUMBER_MSG, rangeTableSchemas } from '../http/range-table-schemas.js';
import { MAX_BOUND, PARAMETERS, SPECIES } from './reference-ranges.js';

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

/** The vet's table: every species, every parameter, each refusal naming what is missing. */
export const {
  get: getRangesSchema,
  save: saveRangesSchema,
  edit: editRangesSchema,
  reset: resetRangesSchema,
} = rangeTableSchemas({
  species: SPECIES,
  parameters: PARAMETERS,
  bound: () => bound,
  complete: true,
  messages: {
    table: {
      required: 'Los rangos de referencia son obligatorios',
      type: 'Los rangos de referencia deben ser un objeto',
    },
    species: (species) => ({
      required: `Faltan los rangos de ${species}`,
      type: `Los rangos de ${species} deben ser un objeto`,
    }),
    interval: ({ label }) => ({
      required: `Falta el rango de ${label}`,
      type: `El rango de ${label} debe ser un objeto`,
    }),
  },
  tags: ['lab'],
  summaries: {
    get: "The vet's reference ranges (the screen's highlighting), the defaults and the table's version",
    edit: 'Save the whole table, with the version its form loaded',
    reset: 'Back to the default ranges',
  },
});

export type RangesEditBody = FromSchema<typeof editRangesSchema.body>;
