import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id, OWASP's minimum profile (19 MiB, 2 passes, 1 lane). 2 = Algorithm.Argon2id (a const enum we cannot import).
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so response time does not tell
 * whether an account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('cuenta-inexistente-para-igualar-tiempos');
  await verifyPassword(await dummyHash, password);
  return false;
}
