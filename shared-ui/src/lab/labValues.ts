// A hematology exam's four measured values as the clinic's reference table writes them, and the rule
// that reads a value typed either way (docs/product/lab.md#units): the lab's screens and report, the
// clinical record's summary and its charts all judge a value against the same table.

export type LabValueKey = 'hematocrit' | 'whiteBloodCells' | 'totalProtein' | 'platelets';
/** The lab's range tables: the dog's, and the cat's. */
export type LabRangeSpecies = 'perro' | 'gato';

/** In the table's units: white cells and platelets in thousands per µL. */
export const LAB_VALUES: readonly { key: LabValueKey; label: string; unit: string }[] = [
  { key: 'hematocrit', label: 'Hematocrito', unit: '%' },
  { key: 'whiteBloodCells', label: 'Glóbulos blancos', unit: '×10³/µL' },
  { key: 'totalProtein', label: 'Proteínas totales', unit: 'g/dL' },
  { key: 'platelets', label: 'Plaquetas', unit: '×10³/µL' },
];

/** White cells and platelets may be typed per µL (12000) or in thousands (12): the API takes both. A
 *  value from here up can only be per µL (no dog or cat has 1.000.000 white cells per µL). */
const PER_MICROLITRE_FROM: Readonly<Record<string, number>> = { whiteBloodCells: 1000, platelets: 10000 };

/** The value in the table's unit: a white-cell or platelet count typed per µL is divided by 1.000;
 *  every other value (and field) is as typed. */
export function inTableUnit(key: string, value: number): number {
  return value >= (PER_MICROLITRE_FROM[key] ?? Infinity) ? value / 1000 : value;
}

/** The value per µL, as the printed report writes counts: a white-cell or platelet count typed in
 *  thousands is multiplied by 1.000; every other value (and field) is as typed. */
export function perMicrolitre(key: string, value: number): number {
  return key in PER_MICROLITRE_FROM ? inTableUnit(key, value) * 1000 : value;
}

/** Canino → perro, Felino → gato; any other species has no table of its own and is judged by the
 *  dog's (`exact` false, which the lab's form says). */
export function labRangeSpecies(species: string | undefined): { species: LabRangeSpecies; exact: boolean } {
  if (species === 'Felino') return { species: 'gato', exact: true };
  return { species: 'perro', exact: species === 'Canino' };
}
