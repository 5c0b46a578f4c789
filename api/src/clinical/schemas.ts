import type { FromSchema } from 'json-schema-to-ts';
import { instantSchema } from '../grooming/schemas.js';
import { UUID_PATTERN } from '../http/id-params.js';
import { recordSchema } from '../http/schemas.js';
import { optionalText, requiredText } from '../http/text-schemas.js';
import { versionOut } from '../http/versions.js';
import { MUCOUS_MEMBRANES, PRESCRIPTION_ROUTES, PRESCRIPTION_UNITS } from '../lists.generated.js';
import { MEASURES, measureSchema, VITAL_KEYS, type MeasureKey, type MeasureSchema } from './measures.js';

// The consultation as the form sends it and as every call answers it (api/src/clinical/README.md).

export const CONSULTATION_NOT_FOUND_MSG = 'Consulta no encontrada';
export const INVALID_DATE_MSG = 'Fecha inválida';
export const VET_REQUIRED_MSG = 'El médico tratante es obligatorio';
export const NOT_A_VET_MSG = 'El médico tratante debe ser un veterinario de la clínica';
export const DOSE_MSG = 'La dosis debe ser un número mayor a 0';
export const DURATION_MSG = 'La duración debe ser un número entero de días entre 1 y 365';
export const UNIT_MSG = 'Unidad no válida';
export const ROUTE_MSG = 'Vía no válida';
export const MAX_PRESCRIPTIONS = 20;
export const MAX_DOSE = 100_000;

const MUCOUS_MSG = `Las mucosas deben ser una de: ${MUCOUS_MEMBRANES.join(', ')}`;

/** One medicine of the prescription; a field of the n-th is named `prescriptions.<n-1>.<field>`. */
const prescription = {
  type: 'object',
  additionalProperties: false,
  properties: {
    drug: requiredText('El medicamento es obligatorio', 200),
    // Decimals (at most 3) are checked in input.ts, with the same message.
    dose: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: MAX_DOSE,
      errorMessages: { required: 'La dosis es obligatoria', default: DOSE_MSG },
    },
    unit: {
      type: 'string',
      enum: PRESCRIPTION_UNITS,
      errorMessages: { required: UNIT_MSG, default: UNIT_MSG },
    },
    route: {
      type: 'string',
      enum: PRESCRIPTION_ROUTES,
      errorMessages: { required: ROUTE_MSG, default: ROUTE_MSG },
    },
    frequency: requiredText('La frecuencia es obligatoria', 100),
    // null (or absent): «hasta nuevo aviso».
    durationDays: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 365,
      errorMessages: { default: DURATION_MSG },
    },
  },
  required: ['drug', 'dose', 'unit', 'route', 'frequency'],
  errorMessages: { type: 'Cada medicamento debe ser un objeto' },
} as const;

// Numbers reach the schema already type-checked (input.ts): null when not taken, else a JSON number.
const measures = Object.fromEntries(MEASURES.map((m) => [m.key, measureSchema(m)])) as Record<
  MeasureKey,
  MeasureSchema
>;

// Strings arrive trimmed and NFC-normalised (input.ts), so an all-blank value is "" and gets the
// required message.
const fields = {
  date: instantSchema({ required: 'La fecha de la consulta es obligatoria', invalid: INVALID_DATE_MSG }),
  vetId: {
    type: 'string',
    pattern: UUID_PATTERN,
    errorMessages: { required: VET_REQUIRED_MSG, type: NOT_A_VET_MSG, pattern: NOT_A_VET_MSG },
  },
  reason: requiredText('El motivo de consulta es obligatorio', 300),
  anamnesis: optionalText(4000),
  ...measures,
  mucousMembranes: {
    type: 'string',
    enum: ['', ...MUCOUS_MEMBRANES],
    errorMessages: { default: MUCOUS_MSG },
  },
  findings: optionalText(4000),
  presumptiveDiagnosis: optionalText(1000),
  definitiveDiagnosis: optionalText(1000),
  treatment: optionalText(4000),
  prescriptions: {
    type: 'array',
    maxItems: MAX_PRESCRIPTIONS,
    items: prescription,
    errorMessages: {
      maxItems: 'Una receta admite como máximo 20 medicamentos',
      type: 'La receta debe ser una lista de medicamentos',
    },
  },
  // A calendar day; not before the consultation's (input.ts).
  nextCheck: {
    type: ['string', 'null'],
    format: 'date',
    errorMessages: { default: INVALID_DATE_MSG },
  },
} as const;

// additionalProperties false + AJV removeAdditional: unknown fields (a body patientId too) are dropped.
export const consultationBody = {
  type: 'object',
  additionalProperties: false,
  properties: fields,
  required: ['date', 'vetId', 'reason'],
} as const;

export const addendumBody = {
  type: 'object',
  additionalProperties: false,
  properties: { text: requiredText('La nota es obligatoria', 4000) },
  required: ['text'],
} as const;

const string = { type: 'string' } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const numberOrNull = { type: ['number', 'null'] } as const;

/** A person as a consultation names them: «Nombre Apellido» and their CMV; null when nobody is on record. */
const person = {
  ...recordSchema({ _id: string, name: string, cmv: string }),
  type: ['object', 'null'],
} as const;

export const addendumSchema = recordSchema({ _id: string, text: string, createdAt: instant, author: person });

const prescriptionOut = recordSchema({
  drug: string,
  dose: { type: 'number' },
  unit: string,
  route: string,
  frequency: string,
  durationDays: { type: ['integer', 'null'] },
});

const outOfRangeOut = recordSchema({
  field: { type: 'string', enum: VITAL_KEYS },
  value: { type: 'number' },
  min: { type: 'number' },
  max: { type: 'number' },
  direction: { type: 'string', enum: ['high', 'low'] },
});

/** The consultation as every call answers it: exactly these fields (never clinic_id nor search_text). */
export const consultationSchema = recordSchema({
  _id: string,
  patientId: string,
  patient: recordSchema({
    _id: string,
    name: string,
    species: string,
    breed: string,
    ownerId: string,
    ownerName: string,
  }),
  date: instant,
  vet: person,
  reason: string,
  anamnesis: string,
  ...(Object.fromEntries(MEASURES.map((m) => [m.key, numberOrNull])) as Record<
    MeasureKey,
    typeof numberOrNull
  >),
  mucousMembranes: string,
  findings: string,
  presumptiveDiagnosis: string,
  definitiveDiagnosis: string,
  treatment: string,
  prescriptions: { type: 'array', items: prescriptionOut },
  nextCheck: { type: ['string', 'null'], format: 'date' },
  outOfRange: { type: 'array', items: outOfRangeOut },
  addenda: { type: 'array', items: addendumSchema },
  // Who registered it (the one person who may edit it until it locks); null when nobody is on record.
  authorId: { type: ['string', 'null'] },
  locked: { type: 'boolean' },
  editableUntil: instant,
  createdAt: instant,
  updatedAt: instant,
  // Names, '' when nobody is on record (as every record's detail).
  createdBy: string,
  updatedBy: string,
  version: versionOut,
});

/** The body once the schema accepted it (unknown fields already dropped). */
export type ConsultationBody = FromSchema<typeof consultationBody>;
export type AddendumBody = FromSchema<typeof addendumBody>;
export type PrescriptionBody = FromSchema<typeof prescription>;
