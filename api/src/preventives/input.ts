import type { FastifyRequest } from 'fastify';
import { validationError, type FieldError } from '../http/errors.js';
import { tidyBody } from '../http/tidy-body.js';
import { clinicDay } from './due-status.js';
import { BEFORE_1900_MSG, DUE_BEFORE_APPLIED_MSG, FUTURE_DATE_MSG, type PreventiveBody } from './schemas.js';

/** What a row holds apart from ids, its pet, who applied it, stamps and version. */
export interface PreventiveFields {
  kind: 'vaccine' | 'deworming';
  product: string;
  lot: string;
  appliedOn: string;
  nextDue: string | null;
  notes: string;
}

/** The application as a route writes it: its fields and who applied it (an active member). */
export type PreventiveData = PreventiveFields & { appliedBy: string };

// Texts trimmed and NFC-normalised, booleans and arrays refused rather than coerced (http/tidy-body.ts).
const tidyTexts = tidyBody({ emptyIsForm: true, refuseCoercion: true });

/** preValidation for create and edit: tidy texts; a cleared next due day ("") is no next due day. */
export async function tidyPreventiveBody(request: FastifyRequest): Promise<void> {
  await tidyTexts(request);
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && body.nextDue === '') body.nextDue = null;
}

/**
 * The rules across fields, once each field is fine on its own, then the row. "Future" is after the
 * clinic's day in its time zone (`zone`), the same day the due status is counted from.
 */
export function toPreventiveData(body: PreventiveBody, now: Date, zone: string): PreventiveData {
  return { ...toPreventiveFields(body, now, zone), appliedBy: body.appliedBy.toLowerCase() };
}

/** The fields of an application, who applied it aside (a backup names them by CMV, not by id). */
export function toPreventiveFields(
  body: Omit<PreventiveBody, 'appliedBy'>,
  now: Date,
  zone: string,
): PreventiveFields {
  const errors: FieldError[] = [];
  const today = clinicDay(now, zone);
  const nextDue = body.nextDue ?? null;
  if (body.appliedOn > today) errors.push({ field: 'appliedOn', msg: FUTURE_DATE_MSG });
  else if (body.appliedOn < '1900-01-01') errors.push({ field: 'appliedOn', msg: BEFORE_1900_MSG });
  if (nextDue !== null && nextDue < body.appliedOn) {
    errors.push({ field: 'nextDue', msg: DUE_BEFORE_APPLIED_MSG });
  }
  if (errors.length) throw validationError(errors);
  return {
    kind: body.kind,
    product: body.product,
    lot: body.lot ?? '',
    appliedOn: body.appliedOn,
    nextDue,
    notes: body.notes ?? '',
  };
}
