import type { FastifyRequest } from 'fastify';
import { HttpError, validationError, type FieldError } from '../http/errors.js';
import { serviceDate } from './instants.js';
import { COST_DECIMALS_MSG, PATIENT_NOT_FOUND_MSG, SERVICE_NOT_FOUND_MSG } from './schemas.js';

/** The body after the schema (required fields guaranteed by it). */
export interface ServiceBody {
  date: string;
  service: string;
  specifications: string;
  observations?: string;
  cost: number;
  paymentType: string;
  exchangeRate?: number | null;
}

/** What a row stores. Money travels as decimal text, so PostgreSQL's numeric gets it exactly. */
export interface ServiceData {
  date: Date;
  service: string;
  specifications: string;
  observations: string;
  cost: string;
  paymentType: string;
  exchangeRate: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * preValidation: trims (and NFC-normalises) strings, so "Baño" typed with a combining tilde matches the
 * list and "   " is missing. Booleans and arrays become a value no type accepts: AJV's type coercion
 * would otherwise store `cost: true` as 1.00 or `service: ["Corte"]` as "Corte".
 */
export async function tidyBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
  const body = request.body;
  if (typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') fields[key] = value.normalize('NFC').trim();
    else if (typeof value === 'boolean' || Array.isArray(value)) fields[key] = { invalid: value };
  }
}

/** onRequest: a malformed id names nothing, so it is a 404 like an unknown id (never a cast error). */
export async function requireServiceId(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: string };
  if (!id || !UUID.test(id)) throw new HttpError(404, SERVICE_NOT_FOUND_MSG);
}

export async function requirePatientId(request: FastifyRequest): Promise<void> {
  const { patientId } = request.params as { patientId?: string };
  if (!patientId || !UUID.test(patientId)) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
}

/**
 * The checks JSON Schema cannot make, then the row. Cost: more than 2 decimals is refused rather than
 * rounded (what the vet charged must be what is stored). Exchange rate: rounded to 4 decimals (the BCV
 * publishes 8; 4 are plenty for a bolívar equivalent), and must stay above 0 once rounded.
 */
export function toServiceData(body: ServiceBody, now: Date): ServiceData {
  const errors: FieldError[] = [];
  const date = serviceDate(body.date, now);
  if (!(date instanceof Date)) errors.push(date);
  const cost = body.cost.toFixed(2);
  if (Number(cost) !== body.cost) errors.push({ field: 'cost', msg: COST_DECIMALS_MSG });
  const rate = body.exchangeRate == null ? null : body.exchangeRate.toFixed(4);
  if (rate !== null && Number(rate) <= 0) {
    errors.push({ field: 'exchangeRate', msg: 'La tasa de cambio debe ser mayor a 0' });
  }
  if (errors.length) throw validationError(errors);
  return {
    date: date as Date,
    service: body.service,
    specifications: body.specifications,
    observations: body.observations ?? '',
    cost,
    paymentType: body.paymentType,
    exchangeRate: rate,
  };
}
