import { createClinic } from '../../src/clinics/repo.js';
import type { Queryable } from '../../src/db/pool.js';
import type { TestApp } from './app.js';
import { clinicOfSession } from './members.js';

/**
 * The clinic an account opens its sessions in (its first active membership: the one it founded at
 * sign-up), straight from the database. Not the vet's id: a new account's clinic has an id of its own.
 */
export async function clinicIdOf(q: Queryable, email: string): Promise<string> {
  const { rows } = await q.query<{ clinic_id: string }>(
    `SELECT m.clinic_id FROM clinic_members m JOIN vets v ON v.id = m.vet_id
     WHERE v.email = $1 AND m.active ORDER BY m.created_at, m.clinic_id LIMIT 1`,
    [email],
  );
  if (!rows[0]) throw new Error(`${email} no pertenece a ninguna clínica activa`);
  return rows[0].clinic_id;
}

/**
 * For a vet inserted straight into the database: a clinic of their own, with them as its administrator
 * (what sign-up founds), so sessions and records can be made for it. Returns the clinic's id.
 */
export async function foundClinic(q: Queryable, vetId: string, name = 'Clínica de prueba'): Promise<string> {
  const data = { name, rif: '', address: '', phone: '', estado: '' };
  return (await createClinic(q, data, vetId, new Date()))._id;
}

/**
 * The database's own guard between clinics, whatever the API does: `insert`, given ($1) the id of the
 * clinic whose session is `token` and ($2) a parent row of another clinic, is refused by the composite
 * foreign key `constraint`.
 */
export async function expectRefusedAcrossClinics(
  t: TestApp,
  token: string,
  insert: string,
  othersParentId: string,
  constraint: string,
): Promise<void> {
  const clinicId = await clinicOfSession(t, token);
  await expect(t.db.query(insert, [clinicId, othersParentId])).rejects.toMatchObject({ constraint });
}
