// The logged-in member as GET /auth/user returns it, read as _id, name, lastName, email, and since clinic
// teams (issue 25) their clinic, role and permissions (docs/product/accounts.md#the-vet).
import { isRole, type Role } from './roles';

/** The member's clinic; `_id` and `name` always, the rest when the answer has them. */
export interface CurrentClinic {
  _id: string;
  name: string;
  rif?: string;
  address?: string;
  phone?: string;
  estado?: string;
}

export interface CurrentUser {
  _id: string;
  name: string;
  lastName: string;
  email: string;
  /** Absent in an answer from an API older than clinics, or when it is not readable. */
  clinic?: CurrentClinic;
  role?: Role;
  /** The permission names the server grants; absent as `clinic`. */
  permissions?: string[];
}

const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseClinic(raw: unknown): CurrentClinic | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { _id, name, ...rest } = raw as Record<string, unknown>;
  if (!nonEmptyText(_id) || !nonEmptyText(name)) return undefined;
  const clinic: CurrentClinic = { _id, name };
  for (const key of ['rif', 'address', 'phone', 'estado'] as const) {
    if (typeof rest[key] === 'string') clinic[key] = rest[key];
  }
  return clinic;
}

function parsePermissions(raw: unknown): string[] | undefined {
  return Array.isArray(raw) ? raw.filter(nonEmptyText) : undefined;
}

/** The user, or null when the answer lacks any of the four fields (then there is no user). The clinic,
 *  role and permissions are read when they are well formed and left out otherwise. */
export function parseCurrentUser(raw: unknown): CurrentUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const { _id, name, lastName, email, clinic, role, permissions } = raw as Record<string, unknown>;
  if (typeof _id !== 'string' || !_id) return null;
  if (typeof name !== 'string' || typeof lastName !== 'string' || typeof email !== 'string') return null;
  const user: CurrentUser = { _id, name, lastName, email };
  const ownClinic = parseClinic(clinic);
  if (ownClinic) user.clinic = ownClinic;
  if (isRole(role)) user.role = role;
  const granted = parsePermissions(permissions);
  if (granted) user.permissions = granted;
  return user;
}

/** "M.V. Ana Pérez": how the product names a logged-in vet. */
export function vetDisplayName(user: Pick<CurrentUser, 'name' | 'lastName'>): string {
  return `M.V. ${user.name} ${user.lastName}`.trim();
}
