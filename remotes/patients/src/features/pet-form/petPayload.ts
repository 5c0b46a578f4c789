// From the form's values to the multipart bodies of the pet calls (api/src/patients/README.md).
import type { Patient } from '../../api/types';
import { EMPTY_PET, type PetFormValues } from './petSchema';

/** The text fields the API stores, as they are sent. */
export interface PetFields {
  name: string;
  birthDate: string;
  species: string;
  sex: string;
  breed: string;
  weight: string;
  mainVet: string;
  referringVet: string;
  allergies: string;
  chronicConditions: string;
}

const OPTIONAL: ReadonlyArray<keyof PetFields> = [
  'breed',
  'weight',
  'mainVet',
  'referringVet',
  'allergies',
  'chronicConditions',
];

/** The form's fields a 400's "errors" may name, each message shown under its field (create and edit):
 *  the required ones, the optional ones, the photo. */
export const PET_SERVER_FIELDS: readonly string[] = [
  'name',
  'birthDate',
  'species',
  'sex',
  ...OPTIONAL,
  'photo',
];

/** Trimmed values, as the API stores them. */
export function petFields(values: PetFormValues): PetFields {
  return {
    name: values.name.trim(),
    birthDate: values.birthDate,
    species: values.species,
    sex: values.sex,
    breed: values.breed.trim(),
    weight: values.weight === null || values.weight === undefined ? '' : String(values.weight),
    mainVet: values.mainVet.trim(),
    referringVet: values.referringVet.trim(),
    allergies: values.allergies.trim(),
    chronicConditions: values.chronicConditions.trim(),
  };
}

export interface PhotoPart {
  blob: Blob;
  filename: string;
}

/** POST body: every field, blank optional ones left out, and the photo when there is one. */
export function createBody(fields: PetFields, photo: PhotoPart | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields) as Array<[keyof PetFields, string]>) {
    if (value === '' && OPTIONAL.includes(key)) continue;
    body.append(key, value);
  }
  if (photo) body.append('photo', photo.blob, photo.filename);
  return body;
}

/** PUT body with only what changed (docs/product/pets.md#edit-a-pet), or null when nothing did. An
 *  optional field the vet emptied is sent empty, which clears it. */
export function changesBody(before: PetFields, after: PetFields, photo: File | null): FormData | null {
  const body = new FormData();
  for (const key of Object.keys(after) as Array<keyof PetFields>) {
    if (after[key] !== before[key]) body.append(key, after[key]);
  }
  if (photo) body.append('photo', photo, photo.name);
  return [...body.keys()].length > 0 ? body : null;
}

/** The edit form's starting values: the pet's, its main vet's name as stored. */
export function formValuesOf(patient: Patient): PetFormValues {
  return {
    ...EMPTY_PET,
    name: patient.name ?? '',
    birthDate: (patient.birthDate ?? '').slice(0, 10),
    species: patient.species ?? '',
    sex: patient.sex ?? '',
    breed: patient.breed ?? '',
    weight: typeof patient.weight === 'number' ? patient.weight : null,
    mainVet: patient.mainVet ?? '',
    referringVet: patient.referringVet ?? '',
    allergies: patient.allergies ?? '',
    chronicConditions: patient.chronicConditions ?? '',
  };
}
