// Whether the signed-in member may do something, for the screens that mirror the role table
// (docs/product/common.md#what-a-role-may-not-do). The session is the shared one: imported from the
// package's main entry, never from a path, so this unshared entry reads the same session as the shell.
import { can, useCurrentUser, type Permission } from '@vet/shared-ui';
import { forbiddenMessage } from './forbidden';

export interface PermissionState {
  allowed: boolean;
  /** Why not, as the API would refuse it; empty when allowed. */
  reason: string;
}

export function usePermission(permission: Permission): PermissionState {
  const { user } = useCurrentUser();
  const allowed = can(user, permission);
  return { allowed, reason: allowed ? '' : forbiddenMessage(user?.role, permission) };
}

/** Whether the signed-in member's role allows `permission`. */
export function useCan(permission: Permission): boolean {
  return usePermission(permission).allowed;
}
