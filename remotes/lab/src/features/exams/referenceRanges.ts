// Reference ranges for the on-screen highlighting and the unit handling that lets one table judge
// values typed either way (docs/product/lab.md#units). The table itself (the defaults or the vet's own)
// comes from the API.
import type { DifferentialCount, Range, RangeParameter, RangeSpecies } from '../../api/types';
import { CELL_TYPES } from './examFields';

export const RANGE_PARAMETERS: { key: RangeParameter; label: string; unit: string }[] = [
  { key: 'hematocrit', label: 'Hematocrito', unit: '%' },
  { key: 'whiteBloodCells', label: 'Glóbulos blancos', unit: '×10³/µL' },
  { key: 'totalProtein', label: 'Proteínas totales', unit: 'g/dL' },
  { key: 'platelets', label: 'Plaquetas', unit: '×10³/µL' },
  ...CELL_TYPES.map((cell) => ({ key: cell.key, label: cell.label, unit: '×10³/µL' })),
];

/** White cells and platelets may be typed per µL (12000) or in thousands (12): the API accepts
 *  both. A value this large can only be per µL, so it is divided to compare with the ×10³ table. */
const PER_MICROLITRE_FROM = { whiteBloodCells: 1000, platelets: 10000 } as const;

export function inThousands(key: 'whiteBloodCells' | 'platelets', value: number): number {
  return value >= PER_MICROLITRE_FROM[key] ? value / 1000 : value;
}

/** The value in the unit the screen table uses. */
export function comparableValue(key: RangeParameter, value: number): number {
  return key === 'whiteBloodCells' || key === 'platelets' ? inThousands(key, value) : value;
}

/** Canino → perro, Felino → gato; any other species has no table of its own and uses the dog's. */
export function rangeSpeciesOf(species: string | undefined): { species: RangeSpecies; exact: boolean } {
  if (species === 'Felino') return { species: 'gato', exact: true };
  return { species: 'perro', exact: species === 'Canino' };
}

export type RangeStatus = 'low' | 'normal' | 'high';

export function classify(value: number, range: Range | undefined): RangeStatus {
  if (!range || !Number.isFinite(value)) return 'normal';
  if (value < range.min) return 'low';
  if (value > range.max) return 'high';
  return 'normal';
}

/** Absolute count = (cell count / total) × whiteBloodCells, here in ×10³/µL. */
export function absoluteCount(count: number, total: number, whiteBloodCells: number): number {
  if (!total || !Number.isFinite(whiteBloodCells)) return 0;
  return (count / total) * inThousands('whiteBloodCells', whiteBloodCells);
}

export function percentage(count: number, total: number): number {
  return total ? (count / total) * 100 : 0;
}

export function totalOf(counts: DifferentialCount): number {
  return CELL_TYPES.reduce((sum, cell) => sum + (counts[cell.key] ?? 0), 0);
}
