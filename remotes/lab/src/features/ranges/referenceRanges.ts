// Reference ranges for the on-screen highlighting (SPEC §9 screen table, adjustable per vet on the
// server) and the unit handling that lets one table judge values typed either way.
import { CELL_TYPES, type CellKey, type DifferentialCount, type RangeSpecies } from '../exams/types';

export type RangeParameter = 'hematocrit' | 'whiteBloodCells' | 'totalProtein' | 'platelets' | CellKey;
export interface Range {
  min: number;
  max: number;
}
export type SpeciesRanges = Record<RangeParameter, Range>;
export type ReferenceRanges = Record<RangeSpecies, SpeciesRanges>;

export const RANGE_PARAMETERS: { key: RangeParameter; label: string; unit: string }[] = [
  { key: 'hematocrit', label: 'Hematocrito', unit: '%' },
  { key: 'whiteBloodCells', label: 'Glóbulos blancos', unit: '×10³/µL' },
  { key: 'totalProtein', label: 'Proteínas totales', unit: 'g/dL' },
  { key: 'platelets', label: 'Plaquetas', unit: '×10³/µL' },
  ...CELL_TYPES.map((cell) => ({ key: cell.key, label: cell.label, unit: '×10³/µL' })),
];

const r = (min: number, max: number): Range => ({ min, max });

/** SPEC §9's screen table; the server answers the same `defaults`. */
export const DEFAULT_RANGES: ReferenceRanges = {
  perro: {
    hematocrit: r(37, 55),
    whiteBloodCells: r(6, 17),
    totalProtein: r(5.4, 7.8),
    platelets: r(175, 500),
    segmentedNeutrophils: r(3.3, 11.4),
    bandNeutrophils: r(0, 0.3),
    lymphocytes: r(1, 4.8),
    monocytes: r(0.1, 1.4),
    eosinophils: r(0.1, 1.3),
    basophils: r(0, 0.2),
    nrbc: r(0, 0.2),
    reticulocytes: r(0, 1.5),
  },
  gato: {
    hematocrit: r(30, 45),
    whiteBloodCells: r(5.5, 19.5),
    totalProtein: r(5.7, 8.9),
    platelets: r(180, 500),
    segmentedNeutrophils: r(2.5, 12.5),
    bandNeutrophils: r(0, 0.3),
    lymphocytes: r(1.5, 7),
    monocytes: r(0.1, 1.4),
    eosinophils: r(0.1, 1.5),
    basophils: r(0, 0.2),
    nrbc: r(0, 0.2),
    reticulocytes: r(0, 1.5),
  },
};

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

export type RangeStatus = 'low' | 'normal' | 'high';

export function classify(value: number, range: Range | undefined): RangeStatus {
  if (!range || !Number.isFinite(value)) return 'normal';
  if (value < range.min) return 'low';
  if (value > range.max) return 'high';
  return 'normal';
}

/** SPEC §9: absolute count = (cell count / total) × whiteBloodCells, here in ×10³/µL. */
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

/** "1,25": numbers as a vet in Venezuela reads them. */
export function formatNumber(value: number, decimals = 2): string {
  return value.toLocaleString('es-ES', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
}
