import type { FastifyRequest } from 'fastify';
import { validationError, type FieldError } from '../http/errors.js';
import { checkNumber } from './input.js';
import { PARAMETERS, SPECIES, type Ranges } from './reference-ranges.js';
import { BOUND_NOT_A_NUMBER_MSG, RANGE_ORDER_MSG } from './ranges-schemas.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** preValidation: every bound a JSON number (blank is missing); the schema judges the rest. */
export async function prepareRangesBody(request: FastifyRequest): Promise<void> {
  const ranges = isObject(request.body) ? request.body.ranges : undefined;
  if (!isObject(ranges)) return;
  const errors: FieldError[] = [];
  for (const species of SPECIES) {
    const perSpecies = ranges[species];
    if (!isObject(perSpecies)) continue;
    for (const { key } of PARAMETERS) {
      const interval = perSpecies[key];
      if (!isObject(interval)) continue;
      for (const end of ['min', 'max']) {
        const field = `ranges.${species}.${key}.${end}`;
        checkNumber(interval, end, field, BOUND_NOT_A_NUMBER_MSG, errors);
      }
    }
  }
  if (errors.length > 0) throw validationError(errors);
}

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
