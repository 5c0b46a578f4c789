import { named, type Queryable } from '../db/pool.js';
import type { Role } from '../clinics/roles.js';
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
  /** The clinic the session works in, and the person's role there (read on every request). */
  clinicId: string;
  role: Role;
  /** The clinic's time zone (clinic_schedules): its days and hours, whatever the server's zone. */
  timeZone: string;
}

/** Opens a session in one of the vet's clinics; the token is returned once and only its hash is stored. */
export async function createSession(
  q: Queryable,
  vetId: string,
  clinicId: string,
  now: Date,
  times: SessionTimes,
): Promise<string> {
  const token = randomToken();
  await q.query(
    `INSERT INTO sessions (vet_id, clinic_id, token_hash, expires_at, last_seen_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5, $5)`,
    [vetId, clinicId, sha256Hex(token), new Date(now.getTime() + times.sessionTtlMs), now],
  );
  return token;
}

// The membership is joined on every request, so a role change applies to the next request and a
// deactivated member's session stops working at once (its rows are also deleted then). The clinic's zone
// comes with it (a primary-key lookup), so every rule that needs «today» counts in the clinic's calendar.
const FIND_SESSION_SQL = `SELECT s.id, s.vet_id, s.clinic_id, s.last_seen_at, m.role, z.time_zone FROM sessions s
  JOIN clinic_members m ON m.clinic_id = s.clinic_id AND m.vet_id = s.vet_id AND m.active
  JOIN clinic_schedules z ON z.clinic_id = s.clinic_id
  WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3`;

/** The live session for a token: not past its absolute expiry and not idle for too long. */
export async function findSession(
  q: Queryable,
  token: string,
  now: Date,
  times: SessionTimes,
): Promise<ActiveSession | undefined> {
  // Every authenticated request runs it: a named statement, planned once per connection.
  const { rows } = await q.query<{
    id: string;
    vet_id: string;
    clinic_id: string;
    last_seen_at: Date;
    role: Role;
    time_zone: string;
  }>(
    named('session-in-clinic-by-token', FIND_SESSION_SQL, [
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
  return {
    sessionId: row.id,
    vetId: row.vet_id,
    clinicId: row.clinic_id,
    role: row.role,
    timeZone: row.time_zone,
  };
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

/** Ends every session of the vet in one clinic (a deactivated member's, at once). */
export async function deleteMemberSessions(q: Queryable, clinicId: string, vetId: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE clinic_id = $1 AND vet_id = $2', [clinicId, vetId]);
}
