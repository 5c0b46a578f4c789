// Reference ranges for the on-screen highlighting and the unit handling that lets one table judge
// values typed either way (docs/product/lab.md#units). The table itself (the defaults or the vet's own)
// comes from the API.
import { inTableUnit, LAB_VALUES } from '@vet/shared-ui/labValues';
import type { DifferentialCount, Range, RangeParameter } from '../../api/types';
import { CELL_TYPES } from './examFields';

export const RANGE_PARAMETERS: { key: RangeParameter; label: string; unit: string }[] = [
  ...LAB_VALUES,
  ...CELL_TYPES.map((cell) => ({ key: cell.key, label: cell.label, unit: '×10³/µL' })),
];

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
  return (count / total) * inTableUnit('whiteBloodCells', whiteBloodCells);
}

export function percentage(count: number, total: number): number {
  return total ? (count / total) * 100 : 0;
}

export function totalOf(counts: DifferentialCount): number {
  return CELL_TYPES.reduce((sum, cell) => sum + (counts[cell.key] ?? 0), 0);
}
