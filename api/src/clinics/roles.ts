// What each role in a clinic may do: the one table the server enforces on every route (through each
// route's `config.permission`, checked by authenticate) and the interface mirrors (GET /auth/user lists
// the session's permissions). docs/product/clinic.md#roles shows the same table; a test compares them.

export const ROLES = ['admin', 'vet', 'assistant', 'groomer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  vet: 'Veterinario',
  assistant: 'Asistente',
  groomer: 'Peluquero',
};

/** Each permission with what it lets a person do, as the refusal says it («No tienes permiso para …»). */
export const PERMISSIONS = {
  'owners.read': 'ver los propietarios',
  'owners.write': 'crear, editar o eliminar propietarios',
  'pets.read': 'ver las mascotas',
  'pets.write': 'crear, editar o eliminar mascotas',
  'lab.read': 'ver los exámenes de laboratorio',
  'lab.write': 'crear, editar o eliminar exámenes de laboratorio',
  'ranges.write': 'cambiar los rangos de referencia',
  'grooming.read': 'ver los servicios de peluquería',
  'grooming.write': 'crear, editar o eliminar servicios de peluquería',
  backup: 'descargar o restaurar el respaldo de la clínica',
  'clinic.manage': 'administrar la clínica y su equipo',
  'audit.read': 'ver la actividad de la clínica',
} as const;
export type Permission = keyof typeof PERMISSIONS;

const ALL = Object.keys(PERMISSIONS) as Permission[];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: ALL,
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
  // Front desk: owners, pets and grooming; reads exams (to hand a report over) but writes nothing clinical.
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

/** Any signed-in member, whatever the role: their own account, session and clinic's name. */
export const ANY_MEMBER = 'member';
export type RoutePermission = Permission | typeof ANY_MEMBER;

export function roleAllows(role: Role, permission: RoutePermission): boolean {
  return permission === ANY_MEMBER || ROLE_PERMISSIONS[role].includes(permission);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The refusal for a role without the permission: what it may not do, and which role the person has. */
export function forbiddenMessage(role: Role, permission: Permission): string {
  return `No tienes permiso para ${PERMISSIONS[permission]}. Tu rol en la clínica es ${ROLE_LABELS[role]}.`;
}
