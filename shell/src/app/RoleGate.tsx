// A mount's screens for the roles its permission allows (remotes.json, issue 25); any other member gets
// «No tienes permiso para ver esta sección», and the remote is not loaded for them.
import type { ReactNode } from 'react';
import { useCurrentUser, type Permission } from '@vet/shared-ui';
import { roleAllows } from '../layout/roleAllows';
import { NoPermissionPage } from '../pages/NoPermissionPage';

export function RoleGate({ permission, children }: { permission?: Permission; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (roleAllows(user, permission)) return children;
  return <NoPermissionPage role={user?.role} />;
}
