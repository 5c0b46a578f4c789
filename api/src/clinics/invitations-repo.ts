import type { Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import { randomToken, sha256Hex } from '../lib/crypto.js';
import type { Role } from './roles.js';

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
export const INVITATION_INVALID_MSG =
  'La invitación no es válida. Pide al administrador que te envíe una nueva.';
export const INVITATION_EXPIRED_MSG = 'La invitación venció. Pide al administrador que te envíe una nueva.';
export const INVITATION_USED_MSG = 'Esta invitación ya fue aceptada. Inicia sesión para entrar a la clínica.';
export const INVITATION_NOT_FOUND_MSG = 'Invitación no encontrada';

interface InvitationRow {
  id: string;
  clinic_id: string;
  clinic_name: string;
  email: string;
  role: Role;
  expires_at: Date;
  ended_reason: 'accepted' | 'revoked' | 'replaced' | null;
  created_at: Date;
  invited_by_name: string | null;
}

const SELECT = `SELECT i.id, i.clinic_id, c.name AS clinic_name, i.email, i.role, i.expires_at, i.ended_reason,
    i.created_at, 'M.V. ' || v.name || ' ' || v.last_name AS invited_by_name
  FROM clinic_invitations i JOIN clinics c ON c.id = i.clinic_id LEFT JOIN vets v ON v.id = i.invited_by`;

function toInvitation(row: InvitationRow) {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    invitedBy: row.invited_by_name ?? '',
  };
}
export type Invitation = ReturnType<typeof toInvitation>;

/**
 * A new invitation to the clinic; a pending one to the same e-mail ends as replaced (its link stops
 * working). The token is returned once, for the mail; only its hash is stored.
 */
export async function createInvitation(
  q: Queryable,
  clinicId: string,
  invite: { email: string; role: Role; invitedBy: string },
  now: Date,
): Promise<{ invitation: Invitation; token: string }> {
  await q.query(
    `UPDATE clinic_invitations SET ended_reason = 'replaced', updated_at = $3
     WHERE clinic_id = $1 AND email = $2 AND ended_reason IS NULL`,
    [clinicId, invite.email, now],
  );
  const token = randomToken();
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO clinic_invitations (clinic_id, email, role, token_hash, invited_by, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [
      clinicId,
      invite.email,
      invite.role,
      sha256Hex(token),
      invite.invitedBy,
      new Date(now.getTime() + INVITATION_TTL_MS),
      now,
    ],
  );
  const created = await q.query<InvitationRow>(`${SELECT} WHERE i.id = $1`, [rows[0].id]);
  return { invitation: toInvitation(created.rows[0]), token };
}

/** The clinic's invitations still waiting for an answer (not ended, not expired), newest first. */
export async function listPendingInvitations(
  q: Queryable,
  clinicId: string,
  now: Date,
): Promise<Invitation[]> {
  const { rows } = await q.query<InvitationRow>(
    `${SELECT} WHERE i.clinic_id = $1 AND i.ended_reason IS NULL AND i.expires_at > $2 ORDER BY i.created_at DESC`,
    [clinicId, now],
  );
  return rows.map(toInvitation);
}

/** Ends a pending invitation of the clinic: its e-mail, or undefined when it has none such. */
export async function revokeInvitation(
  q: Queryable,
  clinicId: string,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const { rows } = await q.query<{ email: string }>(
    `UPDATE clinic_invitations SET ended_reason = 'revoked', updated_at = $3
     WHERE id = $1 AND clinic_id = $2 AND ended_reason IS NULL RETURNING email`,
    [id, clinicId, now],
  );
  return rows[0]?.email;
}

export interface LiveInvitation {
  id: string;
  clinicId: string;
  clinicName: string;
  email: string;
  role: Role;
  expiresAt: Date;
}

/**
 * The pending invitation a token names, or the refusal to throw: an unknown, tampered, replaced or
 * revoked token is «no válida» (404), an accepted one «ya fue aceptada» and an old one «venció» (410).
 * `lock` holds its row until the transaction ends (accepting it).
 */
export async function liveInvitation(
  q: Queryable,
  token: string,
  now: Date,
  lock = false,
): Promise<LiveInvitation> {
  const { rows } = await q.query<InvitationRow>(
    `${SELECT} WHERE i.token_hash = $1${lock ? ' FOR UPDATE OF i' : ''}`,
    [sha256Hex(token)],
  );
  const row = rows[0];
  if (!row || row.ended_reason === 'revoked' || row.ended_reason === 'replaced') {
    throw new HttpError(404, INVITATION_INVALID_MSG);
  }
  if (row.ended_reason === 'accepted') throw new HttpError(410, INVITATION_USED_MSG);
  if (row.expires_at <= now) throw new HttpError(410, INVITATION_EXPIRED_MSG);
  return {
    id: row.id,
    clinicId: row.clinic_id,
    clinicName: row.clinic_name,
    email: row.email,
    role: row.role,
    expiresAt: row.expires_at,
  };
}

export async function markAccepted(q: Queryable, id: string, vetId: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE clinic_invitations SET ended_reason = 'accepted', accepted_by = $2, updated_at = $3 WHERE id = $1`,
    [id, vetId, now],
  );
}

/** The invitation an account was created from, if it is still pending and within its 7 days. */
export async function joiningInvitationOf(q: Queryable, vetId: string, now: Date) {
  const { rows } = await q.query<{ id: string; clinic_id: string; role: Role }>(
    `SELECT i.id, i.clinic_id, i.role FROM vets v JOIN clinic_invitations i ON i.id = v.joining_invitation_id
     WHERE v.id = $1 AND i.ended_reason IS NULL AND i.expires_at > $2 AND i.email = v.email
     FOR UPDATE OF i`,
    [vetId, now],
  );
  return rows[0];
}
