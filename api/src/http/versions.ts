import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/pool.js';
import { HttpError } from './errors.js';

// Optimistic concurrency (migration 008): an edit carries the version its form started from.

export const VERSION_MSG = 'Falta la versión del registro: recarga la página';
export const STALE_MSG = 'Este registro cambió mientras lo editabas';

/** The request field of every edit: the record's version as the form loaded it. */
export const versionField = {
  type: 'integer',
  minimum: 1,
  maximum: 2_147_483_647,
  errorMessages: { required: VERSION_MSG, default: VERSION_MSG },
} as const;

type BodySchema = { properties: object; required: readonly string[] };
type WithVersion<B extends BodySchema> = Omit<B, 'properties' | 'required'> & {
  properties: B['properties'] & { version: typeof versionField };
  required: readonly [...B['required'], 'version'];
};

/** An edit's body: the create body's fields and the version its form loaded, required too. */
export function withVersion<const B extends BodySchema>(body: B): WithVersion<B> {
  const required: readonly string[] = [...body.required, 'version'];
  // TypeScript cannot follow a spread tuple through a generic; the type says what the value is.
  return {
    ...body,
    properties: { ...body.properties, version: versionField },
    required,
  } as unknown as WithVersion<B>;
}

/** The field as every record is answered. */
export const versionOut = { type: 'integer' } as const;

/**
 * preValidation: only a number, or digits (a multipart field is text), count as a version. Anything
 * else is dropped, so the schema answers "missing" instead of AJV coercing true or [3] into one.
 */
export async function tidyVersion(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('version' in body)) return;
  const value = body.version;
  if (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)) body.version = Number(value);
  else if (typeof value !== 'number') delete body.version;
}

/**
 * After an UPDATE … WHERE id AND clinic_id AND version matched nothing: the answer to throw. 409 when
 * the vet's record is there (at another version), the domain's 404 when the vet has no such record.
 * `table` is always a constant of the calling repo, never request data.
 */
export async function staleOrMissing(
  q: Queryable,
  table: string,
  clinicId: string,
  id: string,
  notFoundMsg: string,
): Promise<HttpError> {
  const { rowCount } = await q.query(`SELECT 1 FROM ${table} WHERE id = $1 AND clinic_id = $2`, [
    id,
    clinicId,
  ]);
  return rowCount ? new HttpError(409, STALE_MSG) : new HttpError(404, notFoundMsg);
}
