// The rules and messages of the create and edit forms (docs/product/pets.md#fields-and-rules).
import * as yup from 'yup';
import { SEXES, SPECIES, toDate } from '@vet/shared-ui';
import { MAX_PHOTO_BYTES } from '../../components/photoFile';

export type VetMode = 'session' | 'custom';

export interface PetFormValues {
  name: string;
  /** YYYY-MM-DD, as the date input gives it. */
  birthDate: string;
  species: string;
  sex: string;
  breed: string;
  /** Kilograms; null when not given. */
  weight: number | null;
  /** "session": mainVet is the logged-in vet; "custom": mainVet is typed in customVet. */
  vetMode: VetMode;
  customVet: string;
  referringVet: string;
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
  vetMode: 'session',
  customVet: '',
  referringVet: '',
  photo: null,
};

/** The API's limits (api/src/patients), checked here too so the vet learns them before sending. */
export const NAME_MAX = 80;
export const TEXT_MAX = 120;
export const WEIGHT_MAX = 2000;

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

export function petSchema(sessionVet: string | null): yup.ObjectSchema<PetFormValues> {
  return yup.object({
    name: yup
      .string()
      .defined()
      .trim()
      .required('El nombre del paciente es obligatorio')
      .max(NAME_MAX, 'Máximo 80 caracteres'),
    birthDate: yup
      .string()
      .defined()
      .required('La fecha de nacimiento es obligatoria')
      .test('valid-day', 'Fecha inválida', (value) => !value || isValidDay(value))
      .test(
        'not-too-old',
        'La fecha no puede ser anterior a 1900',
        (value) => !isValidDay(value) || value >= '1900-01-01',
      )
      // Same-length YYYY-MM-DD strings compare like the days they name.
      .test(
        'not-future',
        'La fecha no puede ser futura',
        (value) => !isValidDay(value) || value <= todayIso(),
      ),
    species: yup
      .string()
      .defined()
      .required('La especie es obligatoria')
      .oneOf(SPECIES as readonly string[], 'La especie es obligatoria'),
    sex: yup
      .string()
      .defined()
      .required('El sexo es obligatorio')
      .oneOf(SEXES as readonly string[], 'El sexo es obligatorio'),
    breed: yup.string().defined().trim().max(TEXT_MAX, 'Máximo 120 caracteres'),
    weight: yup
      .number()
      .transform((value) => (Number.isNaN(value) ? null : value))
      .nullable()
      .defined()
      .min(0, 'El peso no puede ser negativo')
      .max(WEIGHT_MAX, 'El peso no puede superar 2000 kg'),
    vetMode: yup
      .mixed<VetMode>()
      .oneOf(['session', 'custom'])
      .defined()
      .test(
        'session-vet',
        'No se pudo obtener el veterinario en sesión: elige «Otro veterinario» y escribe su nombre',
        (mode) => mode !== 'session' || !!sessionVet,
      ),
    customVet: yup
      .string()
      .defined()
      .when('vetMode', {
        is: 'custom',
        then: (schema) =>
          schema
            .trim()
            .required('El veterinario tratante es obligatorio')
            .max(TEXT_MAX, 'Máximo 120 caracteres'),
      }),
    referringVet: yup.string().defined().trim().max(TEXT_MAX, 'Máximo 120 caracteres'),
    photo: yup
      .mixed<File>()
      .nullable()
      .defined()
      .test('size', 'La foto no puede pesar más de 5 MB', (file) => !file || file.size <= MAX_PHOTO_BYTES),
  });
}
