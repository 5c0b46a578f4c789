// A clinic member's role and what it lets them do (issue 25, docs/product/accounts.md#the-vet). The
// server decides and enforces; GET /auth/user tells the interface the member's role and permissions so
// that it can mirror them (hide or disable what the role may not do). The table itself is the API's, from
// one source: constants/lists.json (docs/product/clinic.md#roles).
import { PERMISSION_TEXTS, ROLE_LABELS, ROLES } from '../constants/lists.generated';

export type Role = (typeof ROLES)[number];

/** The names GET /auth/user lists in `permissions`. */
export type Permission = keyof typeof PERMISSION_TEXTS;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(ROLE_LABELS, value);
}

/** How a vet reads a role: «Administrador», «Veterinario», «Asistente», «Peluquero». */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

/**
 * Whether the signed-in member may do what `permission` names. No user: no. A user without a
 * `permissions` list comes from an API older than clinics, where each vet was alone and did everything:
 * yes, as before.
 */
export function can(
  user: { permissions?: readonly string[] } | null | undefined,
  permission: Permission,
): boolean {
  if (!user) return false;
  return user.permissions ? user.permissions.includes(permission) : true;
}
