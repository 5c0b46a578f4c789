import type { Role } from '../../src/clinics/roles.js';
import type { TestApp } from './app.js';
import { get, login, signUp } from './http.js';

export interface Member {
  token: string;
  email: string;
  password: string;
  /** The person's account id. */
  id: string;
  role: Role;
}

/** The clinic the session works in. */
export async function clinicOfSession(t: TestApp, token: string): Promise<string> {
  const me = await get(t.app, '/api/auth/user', token);
  if (me.status !== 200) throw new Error(`/auth/user: ${me.status}`);
  return me.body.clinic._id as string;
}

/**
 * A new person who belongs to `clinicId` only, with `role`, signed in there. Sign-up founds a clinic
 * of their own; it is removed, as if they had joined by invitation without ever founding one.
 */
export async function joinClinic(
  t: TestApp,
  clinicId: string,
  role: Role,
  overrides: Record<string, unknown> = {},
): Promise<Member> {
  const person = await signUp(t, overrides);
  const me = await get(t.app, '/api/auth/user', person.token);
  const own = me.body.clinic._id as string;
  await t.db.query(`INSERT INTO clinic_members (clinic_id, vet_id, role) VALUES ($1, $2, $3)`, [
    clinicId,
    me.body._id,
    role,
  ]);
  await t.db.query('DELETE FROM clinics WHERE id = $1', [own]);
  const token = await login(t, person.email, person.password);
  return { token, email: person.email, password: person.password, id: me.body._id as string, role };
}
