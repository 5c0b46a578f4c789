// Who is signed in, for screen tests: GET /auth/user as the API answers it for a member of each role.
// ROLE_PERMISSIONS is the API's table (api/src/clinics/roles.ts); src/permission/permission.test.tsx fails
// when the two differ.
import type { Permission, Role } from '../src/session/roles';

export const ROLE_PERMISSIONS: Record<Role, Permission[]> = {
  admin: [
    'owners.read',
    'owners.write',
    'pets.read',
    'pets.write',
    'lab.read',
    'lab.write',
    'ranges.write',
    'grooming.read',
    'grooming.write',
    'backup',
    'clinic.manage',
    'audit.read',
  ],
  vet: [
    'owners.read',
    'owners.write',
    'pets.read',
    'pets.write',
    'lab.read',
    'lab.write',
    'grooming.read',
    'grooming.write',
  ],
  assistant: [
    'owners.read',
    'owners.write',
    'pets.read',
    'pets.write',
    'lab.read',
    'grooming.read',
    'grooming.write',
  ],
  groomer: ['owners.read', 'pets.read', 'grooming.read', 'grooming.write'],
};

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
