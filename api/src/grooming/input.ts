import { validationError, type FieldError } from '../http/errors.js';
import { tidyBody } from '../http/tidy-body.js';
import { serviceDate } from './instants.js';
import { COST_DECIMALS_MSG, type ServiceBody } from './schemas.js';

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

/**
 * preValidation: strings trimmed and NFC-normalised, so "Baño" typed with a combining tilde matches the
 * list and "   " is missing; booleans and arrays refused rather than coerced (http/tidy-body.ts).
 */
export const tidyServiceBody = tidyBody({ emptyIsForm: true, refuseCoercion: true });

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
