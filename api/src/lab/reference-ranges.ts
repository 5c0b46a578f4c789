/** The screen's highlighting ranges: per species, per parameter, a { min, max } interval. */
export const SPECIES = ['perro', 'gato'] as const;
export type Species = (typeof SPECIES)[number];

/** The parameters in the ranges table's order, with the labels the vet reads. */
export const PARAMETERS = [
  { key: 'hematocrit', label: 'Hematocrito' },
  { key: 'whiteBloodCells', label: 'Glóbulos blancos' },
  { key: 'totalProtein', label: 'Proteínas totales' },
  { key: 'platelets', label: 'Plaquetas' },
  { key: 'segmentedNeutrophils', label: 'Neutrófilos segmentados' },
  { key: 'bandNeutrophils', label: 'Neutrófilos en banda' },
  { key: 'lymphocytes', label: 'Linfocitos' },
  { key: 'monocytes', label: 'Monocitos' },
  { key: 'eosinophils', label: 'Eosinófilos' },
  { key: 'basophils', label: 'Basófilos' },
  { key: 'nrbc', label: 'nRBC' },
  { key: 'reticulocytes', label: 'Reticulocitos' },
] as const;
export type Parameter = (typeof PARAMETERS)[number]['key'];

export interface Interval {
  min: number;
  max: number;
}
export type SpeciesRanges = Record<Parameter, Interval>;
export type Ranges = Record<Species, SpeciesRanges>;

/** Largest bound accepted: platelets per µL stay well below it. */
export const MAX_BOUND = 2_000_000;

const r = (min: number, max: number): Interval => ({ min, max });

/**
 * The screen's default table (docs/product/lab.md#default-reference-ranges), used while the vet has not
 * saved their own. Units as the screen shows them: hematocrit %, white cells and platelets x10³/µL,
 * protein g/dL, the cell types as absolute counts x10³/µL (count / total x white cells).
 */
export const DEFAULT_RANGES: Ranges = {
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

/** A fresh copy: callers overlay a vet's rows on it without touching the defaults. */
export function defaultRanges(): Ranges {
  return structuredClone(DEFAULT_RANGES);
}
