import { validationError } from '../http/errors.js';
import type { VetProfile } from './vets-repo.js';
import type { ProfileBody } from './types.js';

/** E-mails are stored and compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function assertPasswordsMatch(password: string, confirmPassword: string): void {
  if (password !== confirmPassword) {
    throw validationError([{ field: 'confirmPassword', msg: 'Las contraseñas no coinciden' }]);
  }
}

export function toProfile(body: ProfileBody): VetProfile {
  return {
    name: body.name.trim(),
    lastName: body.lastName.trim(),
    whatsapp: body.whatsapp,
    ci: body.ci.trim(),
    cmv: body.cmv.trim(),
    estado: body.estado,
    runsai: body.runsai?.trim() ?? '',
    msds: body.msds?.trim() ?? '',
    somevepa: body.somevepa?.trim() ?? '',
  };
}
