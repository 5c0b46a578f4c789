import { SPECIES } from '../lists.generated.js';
import { measureOf, VITAL_KEYS, type Measure, type VitalKey } from './measures.js';

export { SPECIES, VITAL_KEYS, type VitalKey };
export type Species = (typeof SPECIES)[number];

export interface Interval {
  min: number;
  max: number;
}
/** One species' normal ranges: any of the four vital signs (one without a range is never flagged). */
export type SpeciesVitalRanges = Partial<Record<VitalKey, Interval>>;
/** Per species as the pets carry it (Canino, Felino, …); a species without an entry has no ranges. */
export type VitalRanges = Partial<Record<Species, SpeciesVitalRanges>>;

/** The vital signs' own measures (bounds, decimals and refusals), in the table's order. */
export const VITAL_MEASURES: readonly (Measure & { key: VitalKey })[] = VITAL_KEYS.map(
  (key) => measureOf(key) as Measure & { key: VitalKey },
);

/**
 * Adult dog and cat at rest, from the MSD Veterinary Manual's reference guides («Normal Rectal
 * Temperature Ranges», «Resting Heart Rates», «Respiratory Rates»); docs/product/clinical.md cites
 * them. Other species have none until the clinic adds them.
 */
export function defaultVitalRanges(): VitalRanges {
  return {
    Canino: {
      temperatureC: { min: 37.9, max: 39.9 },
      heartRate: { min: 60, max: 140 },
      respiratoryRate: { min: 10, max: 30 },
      capillaryRefillS: { min: 0, max: 2 },
    },
    Felino: {
      temperatureC: { min: 38.1, max: 39.2 },
      heartRate: { min: 140, max: 220 },
      respiratoryRate: { min: 20, max: 30 },
      capillaryRefillS: { min: 0, max: 2 },
    },
  };
}

export interface OutOfRange {
  field: VitalKey;
  value: number;
  min: number;
  max: number;
  direction: 'high' | 'low';
}

/** The vital signs of a consultation outside its pet's species' ranges, in the table's order. */
export function outOfRange(
  values: Partial<Record<VitalKey, number | null>>,
  ranges: SpeciesVitalRanges | undefined,
): OutOfRange[] {
  const out: OutOfRange[] = [];
  for (const field of VITAL_KEYS) {
    const value = values[field];
    const range = ranges?.[field];
    if (value === null || value === undefined || !range) continue;
    if (value < range.min) out.push({ field, value, ...range, direction: 'low' });
    else if (value > range.max) out.push({ field, value, ...range, direction: 'high' });
  }
  return out;
}
