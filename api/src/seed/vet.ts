// The account the seed fills: an existing one is used as it is; a missing one is created confirmed,
// with a random password the CLI prints once.
import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '../auth/input.js';
import { hashPassword } from '../auth/passwords.js';
import { findVetByEmail, insertVet, markConfirmed, type VetProfile } from '../auth/vets-repo.js';

type ClinicSource = Pick<VetProfile, 'name' | 'lastName' | 'whatsapp' | 'estado'>;
import { clinicOfSignUp } from '../clinics/input.js';
import { joinMember } from '../clinics/members-repo.js';
import { createClinic, firstClinicOf } from '../clinics/repo.js';
import type { Queryable } from '../db/pool.js';
import type { Random } from './random.js';
import { vetProfile } from './words-people.js';

export interface SeedVet {
  id: string;
  /** The clinic the seed fills: the account's first (a new account founds one). */
  clinicId: string;
  /** "M.V. Ana Pérez": the main vet written on the seeded pets. */
  displayName: string;
  /** Set only when the account was created now. */
  password?: string;
}

export async function ensureVet(q: Queryable, email: string, rng: Random, now: Date): Promise<SeedVet> {
  const address = normalizeEmail(email);
  const existing = await findVetByEmail(q, address);
  if (existing) {
    const clinicId =
      (await firstClinicOf(q, existing.id)) ??
      (await foundClinic(q, existing.id, { ...existing, lastName: existing.last_name }, now));
    return { id: existing.id, clinicId, displayName: `M.V. ${existing.name} ${existing.last_name}` };
  }
  const password = randomBytes(9).toString('base64url');
  const profile = vetProfile(rng);
  const row = await insertVet(
    q,
    { ...profile, email: address, passwordHash: await hashPassword(password) },
    now,
  );
  if (!row) throw new Error(`No se pudo crear la cuenta ${address}`);
  await markConfirmed(q, row.id, now);
  const clinicId = await foundClinic(q, row.id, profile, now);
  return { id: row.id, clinicId, displayName: `M.V. ${profile.name} ${profile.lastName}`, password };
}

/** A clinic named after the vet, with them as its administrator (as a sign-up without clinic data). */
async function foundClinic(q: Queryable, vetId: string, vet: ClinicSource, now: Date): Promise<string> {
  const profile = { name: vet.name, lastName: vet.lastName, whatsapp: vet.whatsapp, estado: vet.estado };
  return (await createClinic(q, clinicOfSignUp(undefined, profile), vetId, now))._id;
}

/**
 * The colleagues who share the agenda with the seeded vet: an account per role given, `<vet>+equipo<n>@…`
 * (made confirmed the first time, with a password nobody is told; found again on a later seed), an active
 * member of the clinic with that role. Their ids, in the order given.
 */
export async function ensureTeam(
  q: Queryable,
  email: string,
  clinicId: string,
  roles: readonly ('vet' | 'groomer')[],
  rng: Random,
  now: Date,
): Promise<string[]> {
  const [local, domain] = normalizeEmail(email).split('@');
  const ids: string[] = [];
  for (const [i, role] of roles.entries()) {
    const address = `${local.split('+')[0]}+equipo${i + 1}@${domain}`;
    const profile = vetProfile(rng); // drawn either way: a seed's names do not depend on what existed
    let id = (await findVetByEmail(q, address))?.id;
    if (!id) {
      const password = await hashPassword(randomBytes(18).toString('base64url'));
      const row = await insertVet(q, { ...profile, email: address, passwordHash: password }, now);
      if (!row) throw new Error(`No se pudo crear la cuenta ${address}`);
      await markConfirmed(q, row.id, now);
      id = row.id;
    }
    await joinMember(q, clinicId, id, role, now);
    ids.push(id);
  }
  return ids;
}
