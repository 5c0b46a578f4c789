// The logged-in vet as GET /auth/user returns it, read as _id, name, lastName, email
// (docs/product/accounts.md#the-vet).

export interface CurrentUser {
  _id: string;
  name: string;
  lastName: string;
  email: string;
}

/** The user, or null when the answer lacks any of the four fields (then there is no user). */
export function parseCurrentUser(raw: unknown): CurrentUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const { _id, name, lastName, email } = raw as Record<string, unknown>;
  if (typeof _id !== 'string' || !_id) return null;
  if (typeof name !== 'string' || typeof lastName !== 'string' || typeof email !== 'string') return null;
  return { _id, name, lastName, email };
}

/** "M.V. Ana Pérez": how the product names a logged-in vet. */
export function vetDisplayName(user: Pick<CurrentUser, 'name' | 'lastName'>): string {
  return `M.V. ${user.name} ${user.lastName}`.trim();
}
