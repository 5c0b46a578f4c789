import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/pool.js';
import { HttpError } from './errors.js';

export const INVALID_KEY_MSG = 'Clave de envío no válida';
export const KEY_REUSED_MSG = 'Esta clave de envío ya se usó en otra solicitud';

// What the front end sends (a UUID) and what a client library might (ULIDs, base64url): nothing else.
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** What a create answers, kept as it is so a repeated submission gets exactly the same answer. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The request's Idempotency-Key; undefined without one, 400 when it is not a usable key. */
export function submissionKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) throw new HttpError(400, INVALID_KEY_MSG);
  return value;
}

/**
 * Runs a create in one transaction and sends its answer. With an Idempotency-Key (migration 008) the
 * first request claims the (vet, key) row and stores its answer in the same transaction as the record,
 * so both commit or neither does; a later one with that key gets the stored answer and creates nothing.
 * A twin arriving while the first is still running waits on the claimed row (INSERT … ON CONFLICT
 * waits for the other transaction), then replays; if the first failed, the twin runs the create
 * itself. Errors are never stored: a refused create may be sent again with the same key.
 */
export async function createOnce(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  request: FastifyRequest,
  reply: FastifyReply,
  create: (q: Queryable) => Promise<Answer>,
): Promise<FastifyReply> {
  const key = submissionKeyOf(request);
  const answer = await request.writer.tx(async (q) => {
    if (key === undefined) return create(q);
    // The clinic too: a person in two clinics replaying a key in the other one is refused, never answered
    // with the first clinic's record.
    const target = `${request.clinicId} ${request.method} ${request.url.split('?')[0]}`;
    const claimed = await q.query(
      `INSERT INTO submission_keys (vet_id, key, request, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (vet_id, key) DO NOTHING`,
      [request.vetId, key, target, ctx.clock.now()],
    );
    if (claimed.rowCount === 0) return storedAnswer(q, request.vetId, key, target);
    const created = await create(q);
    await q.query('UPDATE submission_keys SET status = $3, body = $4::jsonb WHERE vet_id = $1 AND key = $2', [
      request.vetId,
      key,
      created.status,
      JSON.stringify(created.body),
    ]);
    return created;
  });
  return reply.code(answer.status).send(answer.body);
}

async function storedAnswer(q: Queryable, vetId: string, key: string, target: string): Promise<Answer> {
  const { rows } = await q.query<{ request: string; status: number; body: unknown }>(
    'SELECT request, status, body FROM submission_keys WHERE vet_id = $1 AND key = $2',
    [vetId, key],
  );
  const stored = rows[0];
  if (!stored || stored.request !== target) throw new HttpError(409, KEY_REUSED_MSG);
  return { status: stored.status, body: stored.body };
}
