// The account the seed fills: an existing one is used as it is; a missing one is created confirmed,
// with a random password the CLI prints once.
import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '../auth/input.js';
import { hashPassword } from '../auth/passwords.js';
import { findVetByEmail, insertVet, markConfirmed } from '../auth/vets-repo.js';
import type { Queryable } from '../db/pool.js';
import type { Random } from './random.js';
import { vetProfile } from './words-people.js';

export interface SeedVet {
  id: string;
  /** "M.V. Ana Pérez": the main vet written on the seeded pets. */
  displayName: string;
  /** Set only when the account was created now. */
  password?: string;
}

export async function ensureVet(q: Queryable, email: string, rng: Random, now: Date): Promise<SeedVet> {
  const address = normalizeEmail(email);
  const existing = await findVetByEmail(q, address);
  if (existing) return { id: existing.id, displayName: `M.V. ${existing.name} ${existing.last_name}` };
  const password = randomBytes(9).toString('base64url');
  const profile = vetProfile(rng);
  const row = await insertVet(
    q,
    { ...profile, email: address, passwordHash: await hashPassword(password) },
    now,
  );
  if (!row) throw new Error(`No se pudo crear la cuenta ${address}`);
  await markConfirmed(q, row.id, now);
  return { id: row.id, displayName: `M.V. ${profile.name} ${profile.lastName}`, password };
}
