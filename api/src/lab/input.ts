import type { FastifyRequest } from 'fastify';
import { validationError, type FieldError } from '../http/errors.js';
import { tidyBody } from '../http/tidy-body.js';
import { COUNTERS, MAX_CELLS, MEASURES } from './fields.js';
import {
  COUNTER_MSG,
  notANumberMsg,
  TOTAL_INVALID_MSG,
  TOTAL_MISMATCH_MSG,
  TOTAL_TOO_HIGH_MSG,
  type ExamBody,
} from './schemas.js';

/** What an exam row holds apart from ids and timestamps. */
export type ExamData = Required<ExamBody>;

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

// Texts trimmed and NFC-normalised; a cleared date or text (null) is not sent (http/tidy-body.ts).
const tidyExamTexts = tidyBody({ emptyIsForm: true, nullIsMissing: ['date', 'hemotropico', 'observacion'] });

/** preValidation for create and edit: tidy the texts and the date, refuse non-numbers. */
export async function prepareExamBody(request: FastifyRequest): Promise<void> {
  await tidyExamTexts(request);
  const body = request.body;
  if (!isObject(body)) return; // the schema answers "must be a JSON object"
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
