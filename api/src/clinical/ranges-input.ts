import type { FastifyRequest } from 'fastify';
import { validationError, type FieldError } from '../http/errors.js';
import { checkNumber } from '../lab/input.js';
import { tooManyDecimals } from './measures.js';
import { BOUND_NOT_A_NUMBER_MSG, RANGE_ORDER_MSG } from './ranges-schemas.js';
import { SPECIES, VITAL_MEASURES, type VitalRanges } from './vital-ranges.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** preValidation: every bound a JSON number (blank is missing); the schema judges the rest. */
export async function prepareVitalRangesBody(request: FastifyRequest): Promise<void> {
  const ranges = isObject(request.body) ? request.body.ranges : undefined;
  if (!isObject(ranges)) return;
  const errors: FieldError[] = [];
  for (const species of SPECIES) {
    const perSpecies = ranges[species];
    if (!isObject(perSpecies)) continue;
    for (const { key } of VITAL_MEASURES) {
      const interval = perSpecies[key];
      if (!isObject(interval)) continue;
      for (const end of ['min', 'max']) {
        checkNumber(interval, end, `ranges.${species}.${key}.${end}`, BOUND_NOT_A_NUMBER_MSG, errors);
      }
    }
  }
  if (errors.length > 0) throw validationError(errors);
}

/** Each interval runs upwards, its bounds with the vital sign's decimals. */
export function checkVitalRanges(ranges: VitalRanges): void {
  const errors: FieldError[] = [];
  for (const species of SPECIES) {
    for (const m of VITAL_MEASURES) {
      const interval = ranges[species]?.[m.key];
      if (!interval) continue;
      const at = `ranges.${species}.${m.key}`;
      for (const end of ['min', 'max'] as const) {
        if (tooManyDecimals(m, interval[end]))
          errors.push({ field: `${at}.${end}`, msg: m.decimalsMsg ?? m.msg });
      }
      if (interval.min > interval.max) errors.push({ field: at, msg: RANGE_ORDER_MSG });
    }
  }
  if (errors.length > 0) throw validationError(errors);
}
