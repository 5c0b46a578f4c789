// The hematology exam as the API stores it (api/src/lab/README.md) and the eight cell types of the manual
// differential count, in the order the counter shows them (docs/product/lab.md#differential-counter).

export const CELL_TYPES = [
  { key: 'segmentedNeutrophils', label: 'Neutrófilos segmentados', shortcut: '1' },
  { key: 'bandNeutrophils', label: 'Neutrófilos en banda', shortcut: '2' },
  { key: 'lymphocytes', label: 'Linfocitos', shortcut: '3' },
  { key: 'monocytes', label: 'Monocitos', shortcut: '4' },
  { key: 'basophils', label: 'Basófilos', shortcut: '5' },
  { key: 'reticulocytes', label: 'Reticulocitos', shortcut: '6' },
  { key: 'eosinophils', label: 'Eosinófilos', shortcut: '7' },
  { key: 'nrbc', label: 'NRBC', shortcut: '8' },
] as const;

export type CellKey = (typeof CELL_TYPES)[number]['key'];
export type DifferentialCount = Record<CellKey, number>;

export const EMPTY_COUNT: DifferentialCount = {
  segmentedNeutrophils: 0,
  bandNeutrophils: 0,
  lymphocytes: 0,
  monocytes: 0,
  basophils: 0,
  reticulocytes: 0,
  eosinophils: 0,
  nrbc: 0,
};

/** The four measured values, with the labels the API's messages use. */
export const VALUE_FIELDS = [
  { key: 'hematocrit', label: 'Hematocrito', unit: '%' },
  { key: 'whiteBloodCells', label: 'Glóbulos blancos', unit: '/µL' },
  { key: 'totalProtein', label: 'Proteínas totales', unit: 'g/dL' },
  { key: 'platelets', label: 'Plaquetas', unit: '/µL' },
] as const;

export type ValueKey = (typeof VALUE_FIELDS)[number]['key'];

export interface LabExamBody {
  date: string;
  hematocrit: number;
  whiteBloodCells: number;
  totalProtein: number;
  platelets: number;
  differentialCount: DifferentialCount;
  totalCells: number;
  hemotropico: string;
  observacion: string;
}

export interface LabExam extends LabExamBody {
  _id: string;
  patientId: string;
  createdAt?: string;
  updatedAt?: string;
  /** 1 when created, +1 on every update: an edit sends the version it started from (409 if stale). */
  version: number;
}

/** The pet as GET /patients/:id returns it: only what the exam screens and the report use. */
export interface ExamPatient {
  _id: string;
  name: string;
  species: string;
  breed?: string | null;
  sex?: string;
  birthDate?: string;
  owner?: { name?: string; contact?: string; email?: string | null } | string | null;
}

/** The ranges' species: the exam form offers perro and gato. */
export type RangeSpecies = 'perro' | 'gato';

/** Canino → perro, Felino → gato; any other species has no table of its own and uses the dog's. */
export function rangeSpeciesOf(species: string | undefined): { species: RangeSpecies; exact: boolean } {
  if (species === 'Felino') return { species: 'gato', exact: true };
  return { species: 'perro', exact: species === 'Canino' };
}
