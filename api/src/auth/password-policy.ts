import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * ASVS 5 level 2 for every new password (sign-up, reset, change): at least 8 characters (the schemas'
 * minLength), not one of the most common passwords, and no composition rules.
 */
export const PASSWORD_MIN = 8;
export const COMMON_PASSWORD_MSG = 'Esa contraseña es demasiado común: elige otra más difícil de adivinar';
export const BLANK_PASSWORD_MSG =
  'La contraseña no puede ser solo espacios: escribe letras, números o símbolos';

// zxcvbn-ts's list of common passwords (about 49,000, most frequent first, from leaked-password
// corpora), shipped as data by its npm package: read once, compared without regard to letter case.
function loadCommonPasswords(): Set<string> {
  const manifest = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/package.json');
  const list = JSON.parse(readFileSync(path.join(path.dirname(manifest), 'src', 'passwords.json'), 'utf8'));
  if (!Array.isArray(list) || list.length < 10_000) {
    throw new Error(
      'La lista de contraseñas comunes de @zxcvbn-ts/language-common no tiene la forma esperada',
    );
  }
  return new Set(list.map((entry) => String(entry).toLowerCase()));
}

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= loadCommonPasswords();
  return common.has(password.trim().toLowerCase());
}

/** What is wrong with a new password beyond its length (the schemas check that), or nothing. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.trim() === '') return BLANK_PASSWORD_MSG;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MSG;
  return undefined;
}
