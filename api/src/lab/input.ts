import type { FastifyRequest } from 'fastify';
import { HttpError, validationError, type FieldError } from '../http/errors.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';
import { COUNTERS, MAX_CELLS, MEASURES, type CounterKey, type MeasureKey } from './fields.js';
import {
  COUNTER_MSG,
  EXAM_NOT_FOUND_MSG,
  notANumberMsg,
  TOTAL_INVALID_MSG,
  TOTAL_MISMATCH_MSG,
  TOTAL_TOO_HIGH_MSG,
} from './schemas.js';

/** The body once the schema accepted it (unknown fields already dropped). */
export type ExamBody = { [K in MeasureKey]: number } & {
  date: string;
  differentialCount: Record<CounterKey, number>;
  totalCells: number;
  hemotropico?: string;
  observacion?: string;
};

/** What an exam row holds apart from ids and timestamps. */
export type ExamData = Required<ExamBody>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// An ISO date-time ("2024-05-10T14:30:00-04:00" or toISOString()): the exam keeps its calendar day.
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;
const DAY_MS = 24 * 60 * 60_000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A number field must be a JSON number. Blank (null, "" or spaces) counts as missing, so the schema
 * says "obligatorio"; anything else that is not a number is refused here, before AJV's coercion
 * would quietly turn null into 0, true into 1 or "0x10" into 16.
 */
export function checkNumber(obj: Json, key: string, field: string, msg: string, errors: FieldError[]): void {
  const value = obj[key];
  if (value === null || (typeof value === 'string' && value.trim() === '')) delete obj[key];
  else if (value !== undefined && typeof value !== 'number') errors.push({ field, msg });
}

/** preValidation for create and edit: tidy the texts and the date, refuse non-numbers. */
export async function prepareExamBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
  const body = request.body;
  if (!isObject(body)) return; // the schema answers "must be a JSON object"
  for (const key of ['date', 'hemotropico', 'observacion']) {
    const value = body[key];
    if (value === null) delete body[key];
    else if (typeof value === 'string') body[key] = value.normalize('NFC').trim();
  }
  if (typeof body.date === 'string') body.date = body.date.replace(DATE_TIME, '$1');

  const errors: FieldError[] = [];
  for (const { key, label } of MEASURES) checkNumber(body, key, key, notANumberMsg(label), errors);
  checkNumber(body, 'totalCells', 'totalCells', TOTAL_INVALID_MSG, errors);
  const counts = body.differentialCount;
  if (isObject(counts)) {
    for (const { key } of COUNTERS) checkNumber(counts, key, `differentialCount.${key}`, COUNTER_MSG, errors);
  }
  if (errors.length > 0) throw validationError(errors);
}

/**
 * The rules across fields, once each field is fine on its own. "Future" means after the server's
 * UTC date plus one day: the vet's local day may be ahead of UTC (the form checks the exact day).
 */
export function checkExam(body: ExamBody, now: Date): void {
  const errors: FieldError[] = [];
  const latest = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  if (body.date > latest) errors.push({ field: 'date', msg: 'La fecha no puede ser futura' });
  if (body.date < '1900-01-01') errors.push({ field: 'date', msg: 'La fecha no puede ser anterior a 1900' });
  const sum = COUNTERS.reduce((total, { key }) => total + body.differentialCount[key], 0);
  if (sum > MAX_CELLS) errors.push({ field: 'totalCells', msg: TOTAL_TOO_HIGH_MSG });
  else if (sum !== body.totalCells) errors.push({ field: 'totalCells', msg: TOTAL_MISMATCH_MSG });
  if (errors.length > 0) throw validationError(errors);
}

export function toExamData(body: ExamBody): ExamData {
  return { ...body, hemotropico: body.hemotropico ?? '', observacion: body.observacion ?? '' };
}

// onRequest guards: a malformed id names nothing, so it is a 404 like an unknown one (never a cast error).

export async function requirePatientId(request: FastifyRequest): Promise<void> {
  const { patientId } = request.params as { patientId?: string };
  if (!patientId || !UUID.test(patientId)) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
}

export async function requireExamIds(request: FastifyRequest): Promise<void> {
  const { patientId, labExamId, id } = request.params as Record<string, string | undefined>;
  for (const value of [patientId, labExamId ?? id]) {
    if (value !== undefined && !UUID.test(value)) throw new HttpError(404, EXAM_NOT_FOUND_MSG);
  }
}
