import { withAuthors } from '../audit/authors.js';
import type { FromSchema } from 'json-schema-to-ts';
import { idParams } from '../http/id-params.js';
import { listQuerySchema, pageSchema } from '../http/paging.js';
import { msgResponseSchema, recordSchema, savedSchema, withErrors } from '../http/schemas.js';
import { versionField, versionOut } from '../http/versions.js';
import { SEXES, SPECIES } from '../lists.generated.js';

export const PATIENT_NOT_FOUND_MSG = 'Mascota no encontrada';
export const OWNER_NOT_FOUND_MSG = 'Propietario no encontrado';
// The forms offer the same lists: both come from shared-ui/src/constants/lists.json.
export { SEXES, SPECIES };
const WEIGHT_MSG = 'El peso debe ser un número mayor o igual a 0';

// Strings arrive trimmed (see input.ts), so an all-blank value is "" and gets the required message.
function text(maxLength: number, required?: string) {
  const tooLong = `Máximo ${maxLength} caracteres`;
  return required
    ? ({
        type: 'string',
        minLength: 1,
        maxLength,
        errorMessages: { required, minLength: required, maxLength: tooLong },
      } as const)
    : ({ type: 'string', maxLength, errorMessages: { maxLength: tooLong } } as const);
}

const fields = {
  name: text(80, 'El nombre del paciente es obligatorio'),
  // ajv-formats' full "date" also rejects impossible days (2023-02-30); the range is checked in input.ts.
  birthDate: {
    type: 'string',
    format: 'date',
    errorMessages: {
      required: 'La fecha de nacimiento es obligatoria',
      format: 'Fecha inválida',
      type: 'Fecha inválida',
    },
  },
  species: {
    type: 'string',
    enum: SPECIES,
    errorMessages: {
      required: 'La especie es obligatoria',
      enum: `La especie debe ser una de: ${SPECIES.join(', ')}`,
    },
  },
  sex: {
    type: 'string',
    enum: SEXES,
    errorMessages: { required: 'El sexo es obligatorio', enum: 'El sexo debe ser Macho o Hembra' },
  },
  breed: text(120),
  // Multipart sends text: AJV turns "12.5" into 12.5 and "" into null (no weight).
  weight: {
    type: ['number', 'null'],
    minimum: 0,
    maximum: 2000,
    errorMessages: { type: WEIGHT_MSG, minimum: WEIGHT_MSG, maximum: 'El peso no puede superar 2000 kg' },
  },
  mainVet: text(120, 'El veterinario tratante es obligatorio'),
  referringVet: text(120),
  // The pet's alerts («Alergias», «Condiciones crónicas»): what anyone handling it must know. "" clears one.
  allergies: text(500),
  chronicConditions: text(500),
  // The uploaded file (a Buffer); checked by its bytes in image.ts.
  photo: { description: 'The photo: a file part of a multipart/form-data request' },
} as const;

function body<const R extends readonly (keyof typeof fields | 'version')[]>(required: R) {
  // additionalProperties false + AJV removeAdditional: unknown fields are dropped, never stored.
  return { type: 'object', additionalProperties: false, properties: fields, required } as const;
}

const ownerSummary = recordSchema({
  _id: { type: 'string' },
  name: { type: 'string' },
  contact: { type: 'string' },
  email: { type: 'string' },
});

/** The pet as every call returns it, owner embedded; photo is a signed URL (see photo-urls.ts). */
export const patientSchema = recordSchema({
  _id: { type: 'string' },
  name: { type: 'string' },
  birthDate: { type: 'string' },
  species: { type: 'string' },
  breed: { type: 'string' },
  sex: { type: 'string' },
  weight: { type: ['number', 'null'] },
  owner: ownerSummary,
  photo: { type: ['string', 'null'] },
  mainVet: { type: 'string' },
  referringVet: { type: 'string' },
  allergies: { type: 'string' },
  chronicConditions: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
  version: versionOut,
});

const savedResponse = savedSchema('patient', patientSchema);
const listResponse = { type: 'array', items: patientSchema } as const;
const patientParams = idParams(['id'], PATIENT_NOT_FOUND_MSG);
const ownerParams = idParams(['ownerId'], OWNER_NOT_FOUND_MSG);
const tags = ['patients'];
// The forms send multipart (the photo is a file); JSON is taken for the fields too.
const consumes = ['multipart/form-data', 'application/json'];

export const createPatientSchema = {
  summary: 'Register a pet for an owner (JSON, or multipart/form-data with an optional photo)',
  tags,
  consumes,
  params: ownerParams,
  body: body(['name', 'birthDate', 'species', 'sex', 'mainVet']),
  response: withErrors({ 201: savedResponse }),
};
// An edit names the version its form loaded (a multipart field: digits, see http/versions.ts).
const editBody = body(['version']);
export const updatePatientSchema = {
  summary: 'Edit a pet: only the fields sent, the photo included, with the version its form loaded',
  tags,
  consumes,
  params: patientParams,
  body: { ...editBody, properties: { ...editBody.properties, version: versionField } },
  response: withErrors({ 200: savedResponse }),
};
export const deletePatientSchema = {
  summary: 'Delete a pet, with its exams and grooming services',
  tags,
  params: patientParams,
  response: withErrors({ 200: msgResponseSchema }),
};
/** Without page/limit the whole list (docs/api.md#lists-search-and-pages); with either, a page
 *  (http/paging.ts). */
export const listPatientsSchema = {
  summary: "The vet's pets: all, a search, or a page (q, page, limit)",
  tags,
  querystring: listQuerySchema,
  response: withErrors({ 200: listResponse }),
};
export const listOwnerPatientsSchema = {
  ...listPatientsSchema,
  summary: "One owner's pets: all, a search, or a page (q, page, limit)",
  params: ownerParams,
};
export const patientsPageSchema = pageSchema(patientSchema);
export const getPatientSchema = {
  summary: 'One pet, its owner embedded',
  tags,
  params: patientParams,
  response: withErrors({ 200: withAuthors(patientSchema) }),
};
export const countPatientsSchema = {
  summary: "How many pets the vet has (the dashboard's figure)",
  tags,
  response: withErrors({
    200: { type: 'object', properties: { total: { type: 'integer' } }, required: ['total'] },
  }),
};

export type NewPatientBody = FromSchema<typeof createPatientSchema.body>;
export type PatientEditBody = FromSchema<typeof updatePatientSchema.body>;
export type PatientParams = FromSchema<typeof patientParams>;
export type OwnerParams = FromSchema<typeof ownerParams>;
