// The rules and messages of the create and edit forms (docs/product/pets.md#fields-and-rules).
import * as yup from 'yup';
import { SEXES, SPECIES, toDate } from '@vet/shared-ui';
import { MAX_PHOTO_BYTES } from '../../components/photoFile';
import { MSG } from '../../messages';

export interface PetFormValues {
  name: string;
  /** YYYY-MM-DD, as the date input gives it. */
  birthDate: string;
  species: string;
  sex: string;
  breed: string;
  /** Kilograms; null when not given. */
  weight: number | null;
  /** The main vet's name as stored, one of the clinic's vets (or the pet's older value). */
  mainVet: string;
  referringVet: string;
  /** The pet's alerts, shown as a banner on each of its screens. */
  allergies: string;
  chronicConditions: string;
  /** A newly chosen photo; null keeps the current one (or, on create, sends the default avatar). */
  photo: File | null;
}

export const EMPTY_PET: PetFormValues = {
  name: '',
  birthDate: '',
  species: '',
  sex: '',
  breed: '',
  weight: null,
  mainVet: '',
  referringVet: '',
  allergies: '',
  chronicConditions: '',
  photo: null,
};

/** The API's limits (api/src/patients), checked here too so the vet learns them before sending. */
export const NAME_MAX = 80;
export const TEXT_MAX = 120;
export const WEIGHT_MAX = 2000;
export const ALERT_MAX = 500;

const ISO_DAY = /^(\d{4})-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's time zone, as YYYY-MM-DD (the clinic's calendar day, not UTC's). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real calendar day written YYYY-MM-DD (2024-02-31 and years before 100 are not). */
export function isValidDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  const date = match ? toDate(value) : null;
  return !!date && date.getFullYear() === Number(match?.[1]);
}

export function petSchema(): yup.ObjectSchema<PetFormValues> {
  return yup.object({
    name: yup.string().defined().trim().required(MSG.nameRequired).max(NAME_MAX, MSG.max80),
    birthDate: yup
      .string()
      .defined()
      .required(MSG.birthDateRequired)
      .test('valid-day', MSG.invalidDate, (value) => !value || isValidDay(value))
      .test('not-too-old', MSG.dateBefore1900, (value) => !isValidDay(value) || value >= '1900-01-01')
      // Same-length YYYY-MM-DD strings compare like the days they name.
      .test('not-future', MSG.futureDate, (value) => !isValidDay(value) || value <= todayIso()),
    species: yup
      .string()
      .defined()
      .required(MSG.speciesRequired)
      .oneOf(SPECIES as readonly string[], MSG.speciesRequired),
    sex: yup
      .string()
      .defined()
      .required(MSG.sexRequired)
      .oneOf(SEXES as readonly string[], MSG.sexRequired),
    breed: yup.string().defined().trim().max(TEXT_MAX, MSG.max120),
    weight: yup
      .number()
      .transform((value) => (Number.isNaN(value) ? null : value))
      .nullable()
      .defined()
      .min(0, MSG.negativeWeight)
      .max(WEIGHT_MAX, MSG.weightTooHigh),
    mainVet: yup.string().defined().trim().required(MSG.mainVetRequired).max(TEXT_MAX, MSG.max120),
    referringVet: yup.string().defined().trim().max(TEXT_MAX, MSG.max120),
    allergies: yup.string().defined().trim().max(ALERT_MAX, MSG.max500),
    chronicConditions: yup.string().defined().trim().max(ALERT_MAX, MSG.max500),
    photo: yup
      .mixed<File>()
      .nullable()
      .defined()
      .test('size', MSG.photoTooBig, (file) => !file || file.size <= MAX_PHOTO_BYTES),
  });
}
