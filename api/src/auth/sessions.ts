import { named, type Queryable } from '../db/pool.js';
import { randomToken, sha256Hex } from '../lib/crypto.js';

// last_seen_at is refreshed at most this often, so reads do not turn into a write per request.
const TOUCH_EVERY_MS = 60_000;

export interface SessionTimes {
  sessionTtlMs: number;
  sessionIdleMs: number;
}

export interface ActiveSession {
  sessionId: string;
  vetId: string;
}

/** Opens a session; the token is returned once and only its hash is stored. */
export async function createSession(
  q: Queryable,
  vetId: string,
  now: Date,
  times: SessionTimes,
): Promise<string> {
  const token = randomToken();
  await q.query(
    `INSERT INTO sessions (vet_id, token_hash, expires_at, last_seen_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4, $4)`,
    [vetId, sha256Hex(token), new Date(now.getTime() + times.sessionTtlMs), now],
  );
  return token;
}

const FIND_SESSION_SQL = `SELECT id, vet_id, last_seen_at FROM sessions
  WHERE token_hash = $1 AND expires_at > $2 AND last_seen_at > $3`;

/** The live session for a token: not past its absolute expiry and not idle for too long. */
export async function findSession(
  q: Queryable,
  token: string,
  now: Date,
  times: SessionTimes,
): Promise<ActiveSession | undefined> {
  // Every authenticated request runs it: a named statement, planned once per connection.
  const { rows } = await q.query<{ id: string; vet_id: string; last_seen_at: Date }>(
    named('session-by-token', FIND_SESSION_SQL, [
      sha256Hex(token),
      now,
      new Date(now.getTime() - times.sessionIdleMs),
    ]),
  );
  const row = rows[0];
  if (!row) return undefined;
  if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await q.query('UPDATE sessions SET last_seen_at = $2, updated_at = $2 WHERE id = $1', [row.id, now]);
  }
  return { sessionId: row.id, vetId: row.vet_id };
}

export async function deleteSession(q: Queryable, sessionId: string, vetId: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE id = $1 AND vet_id = $2', [sessionId, vetId]);
}

/** Ends every session of the vet, except the one given (the caller's own, after a password change). */
export async function deleteVetSessions(
  q: Queryable,
  vetId: string,
  exceptSessionId?: string,
): Promise<void> {
  await q.query('DELETE FROM sessions WHERE vet_id = $1 AND id IS DISTINCT FROM $2', [
    vetId,
    exceptSessionId ?? null,
  ]);
}
