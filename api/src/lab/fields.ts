/** The exam's measured values, their Spanish labels (docs/product/lab.md#fields-and-rules) and the largest
 *  value accepted. */
export const MEASURES = [
  // Percent.
  { key: 'hematocrit', column: 'hematocrit', label: 'Hematocrito', max: 100 },
  // Either x10³/µL (12.5) or per µL (12500), as the screen and the printed report use them.
  { key: 'whiteBloodCells', column: 'white_blood_cells', label: 'Glóbulos blancos', max: 1_000_000 },
  // g/dL; even extreme hyperproteinemia stays far below 30.
  { key: 'totalProtein', column: 'total_protein', label: 'Proteínas totales', max: 30 },
  // Either x10³/µL (250) or per µL (250000).
  { key: 'platelets', column: 'platelets', label: 'Plaquetas', max: 2_000_000 },
] as const;

export type MeasureKey = (typeof MEASURES)[number]['key'];

/** The eight cell types of the manual differential, in the counter's order, with their columns. */
export const COUNTERS = [
  { key: 'segmentedNeutrophils', column: 'segmented_neutrophils' },
  { key: 'bandNeutrophils', column: 'band_neutrophils' },
  { key: 'lymphocytes', column: 'lymphocytes' },
  { key: 'monocytes', column: 'monocytes' },
  { key: 'basophils', column: 'basophils' },
  { key: 'reticulocytes', column: 'reticulocytes' },
  { key: 'eosinophils', column: 'eosinophils' },
  { key: 'nrbc', column: 'nrbc' },
] as const;

export type CounterKey = (typeof COUNTERS)[number]['key'];

/** The differential counts at most 100 cells. */
export const MAX_CELLS = 100;
export const MAX_TEXT = 2000;
