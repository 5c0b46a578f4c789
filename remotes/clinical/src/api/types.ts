// The clinical records as the API sends them (api/src/clinical/README.md «Consultations»).
import type { LabRangeSpecies, LabValueKey } from '@vet/shared-ui/labValues';
import type { MUCOUS_MEMBRANES, PRESCRIPTION_ROUTES, PRESCRIPTION_UNITS, Role } from '@vet/shared-ui';

export type MucousMembranes = (typeof MUCOUS_MEMBRANES)[number];
export type PrescriptionUnit = (typeof PRESCRIPTION_UNITS)[number];
export type PrescriptionRoute = (typeof PRESCRIPTION_ROUTES)[number];

/** The four vital signs judged against the species' normal ranges. */
export type VitalKey = 'temperatureC' | 'heartRate' | 'respiratoryRate' | 'capillaryRefillS';

export interface Prescription {
  drug: string;
  dose: number;
  unit: PrescriptionUnit;
  route: PrescriptionRoute;
  frequency: string;
  /** null: «hasta nuevo aviso». */
  durationDays: number | null;
}

/** What the form sends, POST and PUT alike (PUT adds `version`). */
export interface ConsultationBody {
  /** An ISO instant. */
  date: string;
  vetId: string;
  reason: string;
  anamnesis: string;
  weightKg: number | null;
  temperatureC: number | null;
  heartRate: number | null;
  respiratoryRate: number | null;
  mucousMembranes: MucousMembranes | '';
  capillaryRefillS: number | null;
  dehydrationPct: number | null;
  bodyCondition: number | null;
  findings: string;
  presumptiveDiagnosis: string;
  definitiveDiagnosis: string;
  treatment: string;
  prescriptions: Prescription[];
  /** YYYY-MM-DD, or null. */
  nextCheck: string | null;
}

/** A value outside the species' normal range when the consultation was saved. */
export interface OutOfRange {
  field: VitalKey;
  value: number;
  min: number;
  max: number;
  direction: 'high' | 'low';
}

/** A person as a consultation names them: «Nombre Apellido» and their CMV ('' or null when they have none). */
export interface ClinicalPerson {
  _id: string;
  name: string;
  cmv: string | null;
}

export interface Addendum {
  _id: string;
  text: string;
  createdAt: string;
  /** null when nobody is on record (an account removed, a person a restored backup did not find). */
  author: ClinicalPerson | null;
}

export interface ConsultationPatient {
  _id: string;
  name: string;
  species: string;
  breed: string | null;
  ownerId: string;
  ownerName: string;
}

export interface Consultation extends Omit<ConsultationBody, 'vetId'> {
  _id: string;
  patientId: string;
  patient: ConsultationPatient;
  /** The attending vet; null when nobody is on record. */
  vet: ClinicalPerson | null;
  outOfRange: OutOfRange[];
  /** Oldest first. */
  addenda: Addendum[];
  /** Who registered it: the one person who may edit it until it locks (null: nobody on record). */
  authorId: string | null;
  locked: boolean;
  /** createdAt + 24 h: from then on only addenda are added. */
  editableUntil: string;
  createdAt: string;
  updatedAt: string;
  /** People's names without a title, '' when nobody is on record. */
  createdBy: string;
  updatedBy: string;
  version: number;
}

export interface ConsultationAnswer {
  msg: string;
  consultation: Consultation;
}

export interface AddendumAnswer {
  msg: string;
  addendum: Addendum;
}

export interface MessageAnswer {
  msg: string;
}

/** GET /patients/:id: only what these screens use (the title, the species' ranges, the alerts). */
export interface ClinicalPatient {
  _id: string;
  name: string;
  species: string;
  allergies?: string;
  chronicConditions?: string;
}

/** One of GET /clinic/vets: the clinic's active vets and administrators («M.V. Ana Pérez»). */
export interface ClinicVet {
  _id: string;
  name: string;
  cmv: string | null;
}

/** One of GET /clinic/people: an active member of the clinic, of any role («Ana Pérez»). */
export interface ClinicMember {
  _id: string;
  name: string;
  role: Role;
  cmv: string;
}

export interface Range {
  min: number;
  max: number;
}
/** One species' normal ranges: any of the four parameters. */
export type SpeciesVitalRanges = Partial<Record<VitalKey, Range>>;
/** Keyed by species as the pets carry it (Canino, Felino, …). */
export type VitalRanges = Partial<Record<string, SpeciesVitalRanges>>;

/** GET, PUT and DELETE /clinical/vital-ranges. */
export interface VitalRangesAnswer {
  msg?: string;
  ranges: VitalRanges;
  defaults?: VitalRanges;
  /** The table's version: a save sends the one it was loaded at (409 if stale). */
  version: number;
}

// Vaccines and deworming, and the pet's history (api/src/clinical/README.md «Vaccines and deworming»,
// «The pet's history»).

export type PreventiveKind = 'vaccine' | 'deworming';

/** What the vaccine or deworming form sends, POST and PUT alike (PUT adds `version`). */
export interface PreventiveBody {
  kind: PreventiveKind;
  product: string;
  lot: string;
  /** YYYY-MM-DD. */
  appliedOn: string;
  /** YYYY-MM-DD, or null: no next dose. */
  nextDue: string | null;
  /** The member who applied it. */
  appliedBy: string;
  notes: string;
}

/** One application («aplicación preventiva») as the API sends it. */
export interface Preventive extends Omit<PreventiveBody, 'appliedBy'> {
  _id: string;
  patientId: string;
  /** «Nombre Apellido»; null when nobody is on record (restored from a clinic that had them). */
  appliedBy: { _id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  updatedBy: string;
  version: number;
}

export type DueState = 'overdue' | 'due-soon' | 'up-to-date';

/** Where the pet stands on one product (its latest application, when that has a next due day). */
export interface DueStatus {
  kind: PreventiveKind;
  product: string;
  lastAppliedOn: string;
  nextDue: string;
  status: DueState;
  preventiveId: string;
}

/** GET /patients/:id/preventives: newest applied first; the status the most urgent first. */
export interface PreventivesAnswer {
  preventives: Preventive[];
  status: DueStatus[];
}

export interface PreventiveAnswer {
  msg: string;
  preventive: Preventive;
}

export type HistoryKind = 'consultation' | 'vaccine' | 'deworming' | 'lab_exam' | 'grooming';

/** One event of the pet's timeline. */
export interface HistoryItem {
  kind: HistoryKind;
  /** The record's id. */
  id: string;
  /** An instant (consultations, grooming) or a day, YYYY-MM-DD (vaccines, deworming, exams). */
  date: string;
  title: string;
  detail: string;
}

/** One of GET /patients/:id/lab-exams: the day and the four measured values, as typed (a white-cell or
 *  platelet count per µL or in thousands: `inTableUnit` reads either). */
export type LabExamValues = { _id: string; date: string } & Record<LabValueKey, number>;

/** GET /lab/reference-ranges's `ranges`: per species of the lab's table, white cells and platelets in ×10³/µL. */
export type LabRangeTable = Partial<
  Record<LabRangeSpecies, Partial<Record<LabValueKey, { min: number; max: number }>>>
>;
