import type { Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import { STALE_MSG } from '../http/versions.js';
import type { Role } from './roles.js';

export const MEMBER_NOT_FOUND_MSG = 'Miembro no encontrado';

interface MemberRow {
  vet_id: string;
  name: string;
  last_name: string;
  email: string;
  cmv: string;
  role: Role;
  active: boolean;
  version: number;
  created_at: Date;
}

const COLUMNS = `m.vet_id, v.name, v.last_name, v.email, v.cmv, m.role, m.active, m.version, m.created_at`;

function toMember(row: MemberRow) {
  return {
    _id: row.vet_id,
    name: row.name,
    lastName: row.last_name,
    email: row.email,
    cmv: row.cmv,
    role: row.role,
    active: row.active,
    version: row.version,
    createdAt: row.created_at,
  };
}
export type Member = ReturnType<typeof toMember>;

/** The clinic's members: active first, then by name. */
export async function listMembers(q: Queryable, clinicId: string): Promise<Member[]> {
  const { rows } = await q.query<MemberRow>(
    `SELECT ${COLUMNS} FROM clinic_members m JOIN vets v ON v.id = m.vet_id
     WHERE m.clinic_id = $1 ORDER BY m.active DESC, v.name, v.last_name, m.vet_id`,
    [clinicId],
  );
  return rows.map(toMember);
}

export async function findMember(q: Queryable, clinicId: string, vetId: string): Promise<Member | undefined> {
  const { rows } = await q.query<MemberRow>(
    `SELECT ${COLUMNS} FROM clinic_members m JOIN vets v ON v.id = m.vet_id
     WHERE m.clinic_id = $1 AND m.vet_id = $2`,
    [clinicId, vetId],
  );
  return rows[0] && toMember(rows[0]);
}

/**
 * Takes the clinic's row for the rest of the transaction: changes to its members run one at a time,
 * so two administrators demoting each other at once cannot leave the clinic without one.
 */
export async function lockClinic(q: Queryable, clinicId: string): Promise<void> {
  await q.query('SELECT 1 FROM clinics WHERE id = $1 FOR UPDATE', [clinicId]);
}

export async function activeAdminCount(q: Queryable, clinicId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM clinic_members WHERE clinic_id = $1 AND role = 'admin' AND active`,
    [clinicId],
  );
  return rows[0].n;
}

/** Sets the member's role and active flag while the row is still at `version`: 404 or 409 otherwise. */
export async function updateMember(
  q: Queryable,
  clinicId: string,
  vetId: string,
  version: number,
  change: { role: Role; active: boolean },
  now: Date,
): Promise<Member> {
  const { rowCount } = await q.query(
    `UPDATE clinic_members SET role = $4, active = $5, version = version + 1, updated_at = $6
     WHERE clinic_id = $1 AND vet_id = $2 AND version = $3`,
    [clinicId, vetId, version, change.role, change.active, now],
  );
  if (rowCount === 0) {
    const exists = await findMember(q, clinicId, vetId);
    throw exists ? new HttpError(409, STALE_MSG) : new HttpError(404, MEMBER_NOT_FOUND_MSG);
  }
  return (await findMember(q, clinicId, vetId))!;
}

/** Adds the person, or brings a former member back, with `role` (accepting an invitation). */
export async function joinMember(q: Queryable, clinicId: string, vetId: string, role: Role, now: Date) {
  await q.query(
    `INSERT INTO clinic_members (clinic_id, vet_id, role, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (clinic_id, vet_id) DO UPDATE
       SET role = EXCLUDED.role, active = true, version = clinic_members.version + 1, updated_at = $4`,
    [clinicId, vetId, role, now],
  );
}

/** The clinic's active vets (and administrators): who may be a pet's «médico tratante». */
export async function listClinicVets(q: Queryable, clinicId: string) {
  const { rows } = await q.query<{ vet_id: string; name: string; last_name: string; cmv: string }>(
    `SELECT m.vet_id, v.name, v.last_name, v.cmv FROM clinic_members m JOIN vets v ON v.id = m.vet_id
     WHERE m.clinic_id = $1 AND m.active AND m.role IN ('admin', 'vet') ORDER BY v.name, v.last_name`,
    [clinicId],
  );
  return rows.map((r) => ({ _id: r.vet_id, name: `M.V. ${r.name} ${r.last_name}`, cmv: r.cmv }));
}

/** The query behind GET /clinic/people (bench/query-plans.mjs reads its plan). */
export function clinicPeopleQuery(clinicId: string) {
  return {
    sql: `SELECT m.vet_id, v.name, v.last_name, v.cmv, m.role FROM clinic_members m JOIN vets v ON v.id = m.vet_id
     WHERE m.clinic_id = $1 AND m.active ORDER BY v.name, v.last_name, m.vet_id`,
    params: [clinicId],
  };
}

/**
 * The clinic's active members of every role, by name: who may have applied a vaccine or deworming
 * (an assistant too). Names only, never e-mails: every member reads it.
 */
export async function listClinicPeople(q: Queryable, clinicId: string) {
  const { sql, params } = clinicPeopleQuery(clinicId);
  const { rows } = await q.query<{
    vet_id: string;
    name: string;
    last_name: string;
    cmv: string;
    role: Role;
  }>(sql, params);
  return rows.map((r) => ({ _id: r.vet_id, name: `${r.name} ${r.last_name}`, role: r.role, cmv: r.cmv }));
}

/** The clinics the person is an active member of, with their role in each (the switcher). */
export async function membershipsOf(q: Queryable, vetId: string) {
  const { rows } = await q.query<{ id: string; name: string; role: Role }>(
    `SELECT c.id, c.name, m.role FROM clinic_members m JOIN clinics c ON c.id = m.clinic_id
     WHERE m.vet_id = $1 AND m.active ORDER BY m.created_at, c.id`,
    [vetId],
  );
  return rows.map((r) => ({ _id: r.id, name: r.name, role: r.role }));
}
