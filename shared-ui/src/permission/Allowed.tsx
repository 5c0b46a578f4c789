// What only a role with `permission` sees: an area that is not the person's is hidden, not disabled
// (a Peluquero never sees «Crear Examen»).
import type { ReactNode } from 'react';
import type { Permission } from '@vet/shared-ui';
import { useCan } from './usePermission';

export function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? children : null;
}
