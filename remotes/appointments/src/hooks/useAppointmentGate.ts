// Why the signed-in member may not act on an appointment (book, edit, move, change its status), or ''
// when they may: the role's own reason first (appointments.write), then the Peluquero's rule, who manages
// only «Peluquería» appointments (api/src/appointments/README.md «Roles»). The server decides anyway.
import { useCurrentUser } from '@vet/shared-ui';
import { usePermission } from '@vet/shared-ui/permission';
import type { AppointmentKind } from '../labels';
import { MSG } from '../messages';

export interface AppointmentGate {
  /** Whether the member writes appointments at all. */
  writes: boolean;
  /** Only «Peluquería» appointments (a Peluquero). */
  groomingOnly: boolean;
  /** Why not for an appointment of `kind`, '' when allowed. */
  reasonFor: (kind: AppointmentKind) => string;
}

export function useAppointmentGate(): AppointmentGate {
  const { user } = useCurrentUser();
  const { allowed, reason } = usePermission('appointments.write');
  const groomingOnly = user?.role === 'groomer';
  return {
    writes: allowed,
    groomingOnly,
    reasonFor: (kind) => {
      if (!allowed) return reason;
      if (groomingOnly && kind !== 'grooming') return MSG.groomerOnly;
      return '';
    },
  };
}
