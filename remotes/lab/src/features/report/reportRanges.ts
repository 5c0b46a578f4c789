// The PRINTED report's own reference table (docs/product/lab.md#pdf-report), per µL for white cells and
// platelets. The screen uses the vet's ranges instead (features/ranges).
import type { Range, RangeSpecies, ValueKey } from '../../api/types';

export const REPORT_RANGES: Record<RangeSpecies, Record<ValueKey, Range>> = {
  perro: {
    hematocrit: { min: 37, max: 55 },
    whiteBloodCells: { min: 6000, max: 17000 },
    platelets: { min: 200000, max: 400000 },
    totalProtein: { min: 5.3, max: 7.9 },
  },
  gato: {
    hematocrit: { min: 30, max: 45 },
    whiteBloodCells: { min: 5000, max: 19000 },
    platelets: { min: 300000, max: 500000 },
    totalProtein: { min: 5.7, max: 8.0 },
  },
};
