import { validationError, type FieldError } from '../http/errors.js';
import { RANGE_ORDER_MSG } from '../http/range-table-schemas.js';
import { prepareBounds } from '../lab/ranges-input.js';
import { tooManyDecimals } from './measures.js';
import { SPECIES, VITAL_KEYS, VITAL_MEASURES, type VitalRanges } from './vital-ranges.js';

/** preValidation: every bound a JSON number (blank is missing), as the lab's ranges. */
export const prepareVitalRangesBody = prepareBounds(SPECIES, VITAL_KEYS);

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
