// A screen reached by its address (a bookmark, an old link) whose role may not use it: the reason, as
// the API says it, and a way back, instead of a form whose save the server would refuse.
import type { ReactNode } from 'react';
import { StatusPage } from '../components/StatusPage';
import type { Permission } from '@vet/shared-ui';
import { usePermission } from './usePermission';

export const NOT_FOR_YOUR_ROLE = 'Esta pantalla no está disponible para tu rol';

export function PermissionRequired({
  permission,
  back,
  children,
}: {
  permission: Permission;
  /** The way out, e.g. a LinkButton to the list. */
  back?: ReactNode;
  children: ReactNode;
}) {
  const { allowed, reason } = usePermission(permission);
  if (allowed) return children;
  return <StatusPage tone="warning" title={NOT_FOR_YOUR_ROLE} message={reason} action={back} />;
}
