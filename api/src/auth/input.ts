import { validationError, type FieldError } from '../http/errors.js';
import { newPasswordProblem } from './password-policy.js';
import type { VetProfile } from './vets-repo.js';
import { CMV_REQUIRED_MSG, type ProfileFields } from './schemas.js';
import type { Role } from '../clinics/roles.js';

/** E-mails are stored and compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A new password (sign-up, reset, change) meets the policy and was typed the same twice. */
export function assertNewPassword(password: string, confirmPassword: string): void {
  const errors: FieldError[] = [];
  const problem = newPasswordProblem(password);
  if (problem) errors.push({ field: 'password', msg: problem });
  if (password !== confirmPassword)
    errors.push({ field: 'confirmPassword', msg: 'Las contraseñas no coinciden' });
  if (errors.length > 0) throw validationError(errors);
}

/** 400 naming the field when a role that needs a vet's licence (Administrador, Veterinario) has none. */
export function requireCmvOf(role: Role, cmv: string | undefined): void {
  if ((role === 'admin' || role === 'vet') && !cmv?.trim()) {
    throw validationError([{ field: 'cmv', msg: CMV_REQUIRED_MSG }]);
  }
}

export function toProfile(body: ProfileFields): VetProfile {
  return {
    name: body.name.trim(),
    lastName: body.lastName.trim(),
    whatsapp: body.whatsapp,
    ci: body.ci.trim(),
    cmv: body.cmv?.trim() ?? '',
    estado: body.estado,
    runsai: body.runsai?.trim() ?? '',
    msds: body.msds?.trim() ?? '',
    somevepa: body.somevepa?.trim() ?? '',
  };
}
