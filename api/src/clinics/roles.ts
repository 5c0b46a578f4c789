// What each role in a clinic may do: the one table (shared-ui/src/constants/lists.json, generated into
// lists.generated.ts) the server enforces on every route (through each route's `config.permission`,
// checked by authenticate) and the interface mirrors. docs/product/clinic.md#roles shows the same table;
// a test compares them.
import {
  PERMISSION_TEXTS,
  ROLE_LABELS,
  ROLE_PERMISSIONS as GENERATED_ROLE_PERMISSIONS,
  ROLES,
} from '../lists.generated.js';

export { ROLE_LABELS, ROLES };
export type Role = (typeof ROLES)[number];

/** Each permission with what it lets a person do, as the refusal says it («No tienes permiso para …»). */
export const PERMISSIONS = PERMISSION_TEXTS;
export type Permission = keyof typeof PERMISSIONS;

/** What each role may do. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = GENERATED_ROLE_PERMISSIONS;

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
