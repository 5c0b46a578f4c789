import type { FastifyRequest } from 'fastify';

export interface TidyOptions {
  /** No body at all is an empty form (a PUT without changes, a POST missing every field): `{}`. */
  emptyIsForm?: boolean;
  /** These fields, when null, count as not sent (a cleared input), so the schema says «obligatorio». */
  nullIsMissing?: readonly string[];
  /**
   * Booleans and arrays become a value no type accepts: AJV's type coercion would otherwise store
   * `cost: true` as 1.00 or `service: ["Corte"]` as "Corte".
   */
  refuseCoercion?: boolean;
}

export type PreValidation = (request: FastifyRequest) => Promise<void>;

/**
 * preValidation for a form's body: its strings trimmed and NFC-normalised, so the schema judges what
 * will be stored: "   " is missing, " a " is too short, and "Hurón" or "José" typed with a combining
 * accent matches the species list and is found by a search. A body that is not an object is left to
 * the schema («Los datos enviados deben ser un objeto JSON»).
 */
export function tidyBody(options: TidyOptions = {}): PreValidation {
  const { emptyIsForm = false, nullIsMissing = [], refuseCoercion = false } = options;
  return async function tidy(request) {
    if (emptyIsForm && (request.body === undefined || request.body === null)) request.body = {};
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const key of nullIsMissing) if (fields[key] === null) delete fields[key];
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') fields[key] = value.normalize('NFC').trim();
      else if (refuseCoercion && (typeof value === 'boolean' || Array.isArray(value))) {
        fields[key] = { invalid: value };
      }
    }
  };
}
