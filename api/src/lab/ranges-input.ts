import type { FastifyRequest } from 'fastify';
import { validationError, type FieldError } from '../http/errors.js';
import { BOUND_NOT_A_NUMBER_MSG, RANGE_ORDER_MSG } from '../http/range-table-schemas.js';
import { checkNumber } from './input.js';
import { PARAMETERS, SPECIES, type Ranges } from './reference-ranges.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * preValidation of a ranges form (the lab's, the vital signs'): every bound of these species and
 * parameters a JSON number (blank is missing); the schema judges the rest.
 */
export function prepareBounds(species: readonly string[], parameters: readonly string[]) {
  return async function prepare(request: FastifyRequest): Promise<void> {
    const ranges = isObject(request.body) ? request.body.ranges : undefined;
    if (!isObject(ranges)) return;
    const errors: FieldError[] = [];
    for (const s of species) {
      const perSpecies = ranges[s];
      if (!isObject(perSpecies)) continue;
      for (const key of parameters) {
        const interval = perSpecies[key];
        if (!isObject(interval)) continue;
        for (const end of ['min', 'max']) {
          checkNumber(interval, end, `ranges.${s}.${key}.${end}`, BOUND_NOT_A_NUMBER_MSG, errors);
        }
      }
    }
    if (errors.length > 0) throw validationError(errors);
  };
}

export const prepareRangesBody = prepareBounds(
  SPECIES,
  PARAMETERS.map(({ key }) => key),
);

/** Each interval runs upwards. */
export function checkRanges(ranges: Ranges): void {
  const errors: FieldError[] = [];
  for (const species of SPECIES) {
    for (const { key } of PARAMETERS) {
      const { min, max } = ranges[species][key];
      if (min > max) errors.push({ field: `ranges.${species}.${key}`, msg: RANGE_ORDER_MSG });
    }
  }
  if (errors.length > 0) throw validationError(errors);
}
