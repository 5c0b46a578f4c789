// The pet as the API returns it (api/src/patients/README.md).

/** The owner embedded in GET /patients and GET /patients/:id. */
export interface PatientOwner {
  _id: string;
  name: string;
  contact: string;
  email: string | null;
}

export interface Patient {
  _id: string;
  name: string;
  /** YYYY-MM-DD, a calendar day. */
  birthDate: string;
  species: string;
  breed: string | null;
  sex: string;
  weight: number | null;
  /** Embedded on reads; a bare id (or nothing) where the API does not embed it. */
  owner: PatientOwner | string | null;
  /** A URL usable in <img src>. */
  photo: string | null;
  mainVet: string;
  referringVet: string | null;
  /** The pet's alerts (docs/product/clinical.md#decisions): '' when none. */
  allergies: string;
  chronicConditions: string;
  createdAt: string;
  updatedAt: string;
  /** 1 when created, +1 on every update: an edit sends the version it started from (409 if stale). */
  version: number;
}

/** Who created the record and who last changed it (docs/product/common.md#who-created-and-changed-a-record):
 *  people's names without a title, '' when nobody is on record. On a record's detail only. */
export interface Authors {
  createdBy: string;
  updatedBy: string;
}

/** GET /patients/:id: the pet, its owner embedded, with its authors. */
export type PatientDetail = Patient & Authors;

/** One of GET /clinic/vets: the clinic's active vets and administrators, who may be a pet's «médico
 *  tratante» (docs/product/clinic.md#members). `name` is how the pet stores it: «M.V. Ana Pérez». */
export interface ClinicVet {
  _id: string;
  name: string;
  cmv: string | null;
}

/** GET /owners/:id: only what the new-pet screen shows. */
export interface Owner {
  _id: string;
  name: string;
  contact: string;
  email: string | null;
}

export interface PatientAnswer {
  msg: string;
  patient: Patient;
}

/** The embedded owner, or null when the answer lacks it (deleted owner, bare id). */
export function ownerOf(patient: Pick<Patient, 'owner'>): PatientOwner | null {
  const { owner } = patient;
  return owner && typeof owner === 'object' && owner._id ? owner : null;
}
