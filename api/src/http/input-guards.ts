import type { FastifyRequest } from 'fastify';
import { validationError, type FieldError } from './errors.js';

export const NUL_MSG = 'El texto contiene caracteres no válidos';
export const NOT_FINITE_MSG = 'Debe ser un número válido';

/**
 * The fields of the request's body and query whose value fails `bad`, walked without recursion (a
 * deeply nested body cannot overflow the stack). At most 10: enough for the form to show.
 */
function invalidFields(request: FastifyRequest, bad: (value: unknown) => boolean, msg: string): FieldError[] {
  const errors: FieldError[] = [];
  const pending: [unknown, string][] = [
    [request.body, ''],
    [request.query, ''],
  ];
  while (pending.length > 0 && errors.length < 10) {
    const [value, field] = pending.pop()!;
    if (bad(value)) errors.push({ field: field || 'body', msg });
    else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value))
        pending.push([child, field ? `${field}.${key}` : key]);
    }
  }
  return errors;
}

/**
 * preHandler for every route: PostgreSQL text cannot hold U+0000, so a string carrying it (JSON,
 * multipart field or query) is a 400 naming the field, never a database error (500).
 */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  const errors = invalidFields(request, (v) => typeof v === 'string' && v.includes('\u0000'), NUL_MSG);
  if (errors.length > 0) throw validationError(errors);
}

/**
 * preHandler for every route: "1e400" (or the JSON number 1e400) becomes Infinity once parsed or
 * coerced by the schema, and passes its numeric rules; refuse it before it reaches SQL (a 500).
 */
export async function rejectNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  const errors = invalidFields(request, (v) => typeof v === 'number' && !Number.isFinite(v), NOT_FINITE_MSG);
  if (errors.length > 0) throw validationError(errors);
}
