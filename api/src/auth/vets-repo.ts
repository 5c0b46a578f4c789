import type { Queryable } from '../db/pool.js';

export interface VetProfile {
  name: string;
  lastName: string;
  whatsapp: string;
  ci: string;
  cmv: string;
  estado: string;
  runsai: string;
  msds: string;
  somevepa: string;
}

/** A vets row: the profile's fields (last_name as the column is named), the account's, the stamps. */
export interface VetRow extends Omit<VetProfile, 'lastName'> {
  id: string;
  email: string;
  password_hash: string;
  last_name: string;
  confirmed: boolean;
  created_at: Date;
  updated_at: Date;
  /** The profile form's version (migration 008); only a profile edit adds one. */
  profile_version: number;
}

/** The account as GET /auth/user shows it: never the hash. */
export function toUser(row: VetRow) {
  return {
    _id: row.id,
    name: row.name,
    lastName: row.last_name,
    email: row.email,
    whatsapp: row.whatsapp,
    ci: row.ci,
    cmv: row.cmv,
    estado: row.estado,
    runsai: row.runsai,
    msds: row.msds,
    somevepa: row.somevepa,
    confirmed: row.confirmed,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.profile_version,
  };
}

export async function findVetByEmail(q: Queryable, email: string): Promise<VetRow | undefined> {
  const { rows } = await q.query<VetRow>('SELECT * FROM vets WHERE email = $1', [email]);
  return rows[0];
}

export async function findVetById(q: Queryable, vetId: string): Promise<VetRow | undefined> {
  const { rows } = await q.query<VetRow>('SELECT * FROM vets WHERE id = $1', [vetId]);
  return rows[0];
}

/** Inserts an unconfirmed account; undefined when the e-mail is already taken (even by a concurrent request). */
export async function insertVet(
  q: Queryable,
  data: VetProfile & { email: string; passwordHash: string; joiningInvitationId?: string },
  now: Date,
): Promise<VetRow | undefined> {
  const { rows } = await q.query<VetRow>(
    `INSERT INTO vets (email, password_hash, name, last_name, whatsapp, ci, cmv, estado, runsai, msds, somevepa,
       created_at, updated_at, joining_invitation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13)
     ON CONFLICT (email) DO NOTHING
     RETURNING *`,
    [
      data.email,
      data.passwordHash,
      data.name,
      data.lastName,
      data.whatsapp,
      data.ci,
      data.cmv,
      data.estado,
      data.runsai,
      data.msds,
      data.somevepa,
      now,
      data.joiningInvitationId ?? null,
    ],
  );
  return rows[0];
}

/** Saves the profile while it is still at `version` (the form's); undefined when it moved on. */
export async function updateProfile(
  q: Queryable,
  vetId: string,
  version: number,
  p: VetProfile,
  now: Date,
): Promise<VetRow | undefined> {
  const { rows } = await q.query<VetRow>(
    `UPDATE vets SET name = $2, last_name = $3, whatsapp = $4, ci = $5, cmv = $6, estado = $7,
       runsai = $8, msds = $9, somevepa = $10, updated_at = $11, profile_version = profile_version + 1
     WHERE id = $1 AND profile_version = $12 RETURNING *`,
    [
      vetId,
      p.name,
      p.lastName,
      p.whatsapp,
      p.ci,
      p.cmv,
      p.estado,
      p.runsai,
      p.msds,
      p.somevepa,
      now,
      version,
    ],
  );
  return rows[0];
}

export async function markConfirmed(q: Queryable, vetId: string, now: Date): Promise<void> {
  await q.query('UPDATE vets SET confirmed = true, updated_at = $2 WHERE id = $1', [vetId, now]);
}

/** New password; a reset also proves the mailbox, so it confirms the account. */
export async function setPassword(
  q: Queryable,
  vetId: string,
  passwordHash: string,
  now: Date,
  confirm: boolean,
): Promise<void> {
  await q.query(
    'UPDATE vets SET password_hash = $2, confirmed = confirmed OR $4, updated_at = $3 WHERE id = $1',
    [vetId, passwordHash, now, confirm],
  );
}
