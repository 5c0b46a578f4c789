// The ranges screen's table while the vet edits it: a bound may be empty on the way to another value.
// Both bounds empty leave the parameter without a range (nothing flagged); one alone, or a minimum above
// the maximum, is said in the row and not sent.
import type { Range, SpeciesVitalRanges, VitalKey, VitalRanges } from '../../api/types';
import { MSG } from '../../messages';
import { VITAL_KEYS } from '../consultations/measures';

export interface EditableRange {
  min: number | null;
  max: number | null;
}
export type EditableTable = Record<string, Partial<Record<VitalKey, EditableRange>>>;

/** The species the screen shows, in this order; others the clinic may keep are sent back unchanged. */
export const RANGE_SPECIES = ['Canino', 'Felino'] as const;

export function rowProblem(range: EditableRange | undefined): string | null {
  if (!range || (range.min === null && range.max === null)) return null;
  if (range.min === null || range.max === null) return MSG.bothBounds;
  return range.min > range.max ? MSG.minAboveMax : null;
}

export const tableProblems = (table: EditableTable) =>
  Object.values(table).some((species) => VITAL_KEYS.some((key) => rowProblem(species[key])));

/** What PUT sends: every species kept, each parameter with both bounds. */
export function toRanges(table: EditableTable): VitalRanges {
  return Object.fromEntries(
    Object.entries(table).map(([species, rows]) => {
      const kept: SpeciesVitalRanges = {};
      for (const key of VITAL_KEYS) {
        const range = rows[key];
        if (range && range.min !== null && range.max !== null) kept[key] = range as Range;
      }
      return [species, kept];
    }),
  );
}
