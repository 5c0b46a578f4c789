// The lab's records as the API sends them (api/src/lab/README.md): the hematology exam, the pet it
// belongs to, and the vet's reference-range table.
import type { LabRangeSpecies, LabValueKey } from '@vet/shared-ui/labValues';

/** The eight cell types of the manual differential count (their labels and keys: features/exams/examFields.ts). */
export type CellKey =
  | 'segmentedNeutrophils'
  | 'bandNeutrophils'
  | 'lymphocytes'
  | 'monocytes'
  | 'basophils'
  | 'reticulocytes'
  | 'eosinophils'
  | 'nrbc';
export type DifferentialCount = Record<CellKey, number>;

/** The four measured values. */
/** The four measured values (shared with the clinical record's charts and summary). */
export type ValueKey = LabValueKey;

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

/** Who created the record and who last changed it (docs/product/common.md#who-created-and-changed-a-record):
 *  people's names without a title, '' when nobody is on record. On a record's detail only. */
export interface Authors {
  createdBy: string;
  updatedBy: string;
}

/** GET /patients/:patientId/lab-exams/:labExamId's `labExam`: the exam with its authors. */
export type LabExamDetail = LabExam & Authors;

/** What a create or an update answers. */
export interface LabExamAnswer {
  msg: string;
  labExam: LabExam;
}

export interface MessageAnswer {
  msg: string;
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
  /** The pet's alerts, shown first on each exam screen (docs/product/clinical.md#decisions). */
  allergies?: string;
  chronicConditions?: string;
}

/** The ranges' species: the exam form offers perro and gato. */
export type RangeSpecies = LabRangeSpecies;

/** What a reference range covers: the four values and the absolute count of each cell type. */
export type RangeParameter = ValueKey | CellKey;
export interface Range {
  min: number;
  max: number;
}
export type SpeciesRanges = Record<RangeParameter, Range>;
export type ReferenceRanges = Record<RangeSpecies, SpeciesRanges>;

/** GET, PUT and DELETE /lab/reference-ranges: the vet's table (the defaults until they save their own). */
export interface RangesAnswer {
  msg?: string;
  ranges: ReferenceRanges;
  defaults?: ReferenceRanges;
  /** The table's version: a save sends the one it was loaded at (409 if stale). */
  version: number;
}
