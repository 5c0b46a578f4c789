import type { FastifyRequest } from 'fastify';
import { serviceDate } from '../grooming/instants.js';
import { validationError, type FieldError } from '../http/errors.js';
import { clinicDay } from '../lib/clinic-day.js';
import { tidyBody } from '../http/tidy-body.js';
import { checkNumber } from '../lab/input.js';
import { MEASURES, tooManyDecimals, type Measure, type MeasureKey } from './measures.js';
import { DOSE_MSG, DURATION_MSG, type ConsultationBody } from './schemas.js';

export const NEXT_CHECK_BEFORE_MSG = 'El próximo control no puede ser anterior a la consulta';
const DOSE_DECIMALS = 3;

export interface Prescription {
  drug: string;
  dose: number;
  unit: string;
  route: string;
  frequency: string;
  durationDays: number | null;
}

/** What a consultation row holds apart from ids, its pet, its attending vet and stamps. */
export type ConsultationFields = { [K in MeasureKey]: number | null } & {
  date: Date;
  reason: string;
  anamnesis: string;
  mucousMembranes: string;
  findings: string;
  presumptiveDiagnosis: string;
  definitiveDiagnosis: string;
  treatment: string;
  prescriptions: Prescription[];
  nextCheck: string | null;
};

/** The consultation as a route writes it: its fields and the attending vet. */
export type ConsultationData = ConsultationFields & { vetId: string };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const OPTIONAL_TEXTS = [
  'anamnesis',
  'mucousMembranes',
  'findings',
  'presumptiveDiagnosis',
  'definitiveDiagnosis',
  'treatment',
] as const;

/** preValidation of an addendum: its text tidied, a cleared one missing, never a coerced boolean or list. */
export const tidyAddendumBody = tidyBody({
  emptyIsForm: true,
  nullIsMissing: ['text'],
  refuseCoercion: true,
});

// Texts trimmed and NFC-normalised; a cleared text (null) is not sent, so it is "" or «obligatorio».
const tidyTexts = tidyBody({
  emptyIsForm: true,
  nullIsMissing: ['date', 'vetId', 'reason', ...OPTIONAL_TEXTS, 'prescriptions'],
});

/** A medicine's fields tidied like the form's, its numbers refused unless JSON numbers. */
function prepareItem(item: Json, at: string, errors: FieldError[]): void {
  for (const key of ['drug', 'unit', 'route', 'frequency']) {
    const value = item[key];
    if (value === null) delete item[key];
    else if (typeof value === 'string') item[key] = value.normalize('NFC').trim();
    else if (value !== undefined) item[key] = { invalid: value }; // never coerced into a text
  }
  checkNumber(item, 'dose', `${at}.dose`, DOSE_MSG, errors);
  checkNumber(item, 'durationDays', `${at}.durationDays`, DURATION_MSG, errors);
}

/**
 * preValidation for create and edit: tidy the texts, and refuse what AJV's coercion would otherwise turn
 * into a value the vet never typed (true into 1 or "true", "5" into a list of one medicine, null into 0).
 * A blank number is not taken (null).
 */
export async function prepareConsultationBody(request: FastifyRequest): Promise<void> {
  await tidyTexts(request);
  const body = request.body;
  if (!isObject(body)) return; // the schema answers "must be a JSON object"
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'prescriptions' && (typeof value === 'boolean' || Array.isArray(value))) {
      body[key] = { invalid: value };
    }
  }
  if (body.nextCheck === '') body.nextCheck = null;

  const errors: FieldError[] = [];
  for (const { key, msg } of MEASURES) checkNumber(body, key, key, msg, errors);
  const list = body.prescriptions;
  if (list !== undefined && !Array.isArray(list)) body.prescriptions = { invalid: list };
  else if (Array.isArray(list)) {
    list.forEach((item, i) => {
      if (isObject(item)) prepareItem(item, `prescriptions.${i}`, errors);
    });
  }
  if (errors.length > 0) throw validationError(errors);
}

/** The consultation's day in the clinic's calendar (its zone), as the next check is compared with it. */
export function consultationDay(date: Date, zone: string): string {
  return clinicDay(date, zone);
}

/**
 * The rules JSON Schema cannot state, once each field is fine on its own, then the row: the date (a real
 * instant from 2000 on, not future, as grooming's), decimals refused rather than rounded, and a next
 * check not before the consultation's day.
 */
export function toConsultationData(body: ConsultationBody, now: Date, zone: string): ConsultationData {
  return { ...toConsultationFields(body, now, zone), vetId: body.vetId.toLowerCase() };
}

/** The fields of a consultation, its attending vet aside (a backup names them by CMV, not by id). */
export function toConsultationFields(
  body: Omit<ConsultationBody, 'vetId'>,
  now: Date,
  zone: string,
): ConsultationFields {
  const errors: FieldError[] = [];
  const date = serviceDate(body.date, now);
  if (!(date instanceof Date)) errors.push(date);
  for (const m of MEASURES as readonly (Measure & { key: MeasureKey })[]) {
    const value = body[m.key];
    if (typeof value === 'number' && tooManyDecimals(m, value)) {
      errors.push({ field: m.key, msg: m.decimalsMsg ?? m.msg });
    }
  }
  const prescriptions = (body.prescriptions ?? []).map((p, i) => {
    if (Number(p.dose.toFixed(DOSE_DECIMALS)) !== p.dose) {
      errors.push({ field: `prescriptions.${i}.dose`, msg: DOSE_MSG });
    }
    const { drug, dose, unit, route, frequency } = p;
    return { drug, dose, unit, route, frequency, durationDays: p.durationDays ?? null };
  });
  const nextCheck = body.nextCheck ?? null;
  if (nextCheck !== null && date instanceof Date && nextCheck < consultationDay(date, zone)) {
    errors.push({ field: 'nextCheck', msg: NEXT_CHECK_BEFORE_MSG });
  }
  if (errors.length > 0) throw validationError(errors);
  return {
    date: date as Date,
    reason: body.reason,
    anamnesis: body.anamnesis ?? '',
    ...(Object.fromEntries(MEASURES.map(({ key }) => [key, body[key] ?? null])) as Record<
      MeasureKey,
      number | null
    >),
    mucousMembranes: body.mucousMembranes ?? '',
    findings: body.findings ?? '',
    presumptiveDiagnosis: body.presumptiveDiagnosis ?? '',
    definitiveDiagnosis: body.definitiveDiagnosis ?? '',
    treatment: body.treatment ?? '',
    prescriptions,
    nextCheck,
  };
}
