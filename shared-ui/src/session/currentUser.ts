// The logged-in member as GET /auth/user returns it, read as _id, name, lastName, email, and since clinic
// teams (issue 25) their clinic, role, permissions and every clinic they belong to
// (docs/product/accounts.md#the-vet).
import { isRole, type Role } from './roles';

/** The member's clinic; `_id` and `name` always, the rest when the answer has them. */
export interface CurrentClinic {
  _id: string;
  name: string;
  rif?: string;
  address?: string;
  phone?: string;
  estado?: string;
  /** Whether the clinic has a logo (GET /clinic/logo), which its PDF reports print. */
  hasLogo?: boolean;
}

/** One of the clinics the person is an active member of, with their role there (the clinic switcher). */
export interface ClinicMembership {
  _id: string;
  name: string;
  role: Role;
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
  /** Every clinic the person is an active member of (the current one included); absent as `clinic`. */
  clinics?: ClinicMembership[];
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
  if (typeof rest.hasLogo === 'boolean') clinic.hasLogo = rest.hasLogo;
  return clinic;
}

function parsePermissions(raw: unknown): string[] | undefined {
  return Array.isArray(raw) ? raw.filter(nonEmptyText) : undefined;
}

/** The well-formed memberships of a list; anything else in it is left out. */
function parseClinics(raw: unknown): ClinicMembership[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { _id, name, role } = item as Record<string, unknown>;
    return nonEmptyText(_id) && nonEmptyText(name) && isRole(role) ? [{ _id, name, role }] : [];
  });
}

/** The user, or null when the answer lacks any of the four fields (then there is no user). The clinic,
 *  role, permissions and clinics are read when they are well formed and left out otherwise. */
export function parseCurrentUser(raw: unknown): CurrentUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const { _id, name, lastName, email, clinic, role, permissions, clinics } = raw as Record<string, unknown>;
  if (typeof _id !== 'string' || !_id) return null;
  if (typeof name !== 'string' || typeof lastName !== 'string' || typeof email !== 'string') return null;
  const user: CurrentUser = { _id, name, lastName, email };
  const ownClinic = parseClinic(clinic);
  if (ownClinic) user.clinic = ownClinic;
  if (isRole(role)) user.role = role;
  const granted = parsePermissions(permissions);
  if (granted) user.permissions = granted;
  const memberships = parseClinics(clinics);
  if (memberships) user.clinics = memberships;
  return user;
}

/** "M.V. Ana Pérez": how the product names a logged-in vet. */
export function vetDisplayName(user: Pick<CurrentUser, 'name' | 'lastName'>): string {
  return `M.V. ${user.name} ${user.lastName}`.trim();
}
