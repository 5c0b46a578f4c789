import { validationError } from '../http/errors.js';
import { tidyBody } from '../http/tidy-body.js';
import type { NewPatientBody, PatientEditBody } from './schemas.js';

/** What a pet row holds apart from ids, owner and photo. */
export interface PatientFields {
  name: string;
  birthDate: string;
  species: string;
  sex: string;
  breed: string;
  weight: number | null;
  mainVet: string;
  referringVet: string;
  allergies: string;
  chronicConditions: string;
}

const FIELD_NAMES = [
  'name',
  'birthDate',
  'species',
  'sex',
  'breed',
  'weight',
  'mainVet',
  'referringVet',
  'allergies',
  'chronicConditions',
] as const;
const DAY_MS = 24 * 60 * 60_000;

/** preValidation: strings trimmed and NFC-normalised (http/tidy-body.ts); no body is an empty form. */
export const tidyPatientBody = tidyBody({ emptyIsForm: true });

/** The uploaded file, if any. An empty file part (a form with no file chosen) counts as none. */
export function uploadedPhoto(body: { photo?: unknown }): Buffer | undefined {
  const { photo } = body;
  if (photo === undefined || photo === '') return undefined;
  if (Buffer.isBuffer(photo)) return photo.length > 0 ? photo : undefined;
  const msg = 'La foto debe enviarse como archivo de imagen';
  throw validationError([{ field: 'photo', msg }]);
}

/**
 * Births from 1900 up to today. "Today" is the server's UTC date plus one day: the vet's own day
 * may already be tomorrow in UTC terms (or still yesterday), and the form checks the exact local
 * date in the browser; the server only refuses what is future in every time zone.
 */
export function checkBirthDate(value: string | undefined, now: Date): void {
  if (value === undefined) return;
  if (value < '1900-01-01') {
    throw validationError([{ field: 'birthDate', msg: 'La fecha no puede ser anterior a 1900' }]);
  }
  const latest = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  if (value > latest) throw validationError([{ field: 'birthDate', msg: 'La fecha no puede ser futura' }]);
}

/** A new pet's fields, the optional ones blank. */
export function newPatientFields(body: NewPatientBody): PatientFields {
  return {
    name: body.name,
    birthDate: body.birthDate,
    species: body.species,
    sex: body.sex,
    breed: body.breed ?? '',
    weight: body.weight ?? null,
    mainVet: body.mainVet,
    referringVet: body.referringVet ?? '',
    allergies: body.allergies ?? '',
    chronicConditions: body.chronicConditions ?? '',
  };
}

/** Only the fields the request carried (the edit form sends what changed). */
export function changedFields(body: PatientEditBody): Partial<PatientFields> {
  const changes: Partial<Record<keyof PatientFields, unknown>> = {};
  for (const key of FIELD_NAMES) if (body[key] !== undefined) changes[key] = body[key];
  return changes as Partial<PatientFields>;
}
