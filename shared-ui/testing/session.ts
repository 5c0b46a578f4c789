// Who is signed in, for screen tests: GET /auth/user as the API answers it for a member of each role.
// ROLE_PERMISSIONS is the API's table, from the one source both read (src/constants/lists.json).
import { ROLE_PERMISSIONS as GENERATED } from '../src/constants/lists.generated';
import type { Permission, Role } from '../src/session/roles';

export const ROLE_PERMISSIONS: Record<Role, Permission[]> = Object.fromEntries(
  Object.entries(GENERATED).map(([role, permissions]) => [role, [...permissions]]),
) as Record<Role, Permission[]>;

/** The person tests sign in as: Ana Pérez, «M.V. Ana Pérez». */
export const ANA = { _id: 'vet-1', name: 'Ana', lastName: 'Pérez', email: 'ana@clinica.com' };

/** GET /auth/user for Ana (or `person`) with `role` in her clinic and the role's permissions. */
export function memberSession(role: Role, person: Partial<typeof ANA> = {}) {
  return {
    ...ANA,
    ...person,
    clinic: { _id: 'clinic-1', name: 'Clínica Veterinaria Los Andes' },
    role,
    permissions: ROLE_PERMISSIONS[role],
    clinics: [{ _id: 'clinic-1', name: 'Clínica Veterinaria Los Andes', role }],
  };
}
