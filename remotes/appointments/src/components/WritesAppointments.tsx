// A booking or edit form opened by its address by a role that does not write appointments: the API's
// reason and the way back to the agenda, asking the server nothing.
import type { ReactNode } from 'react';
import { LinkButton } from '@vet/shared-ui';
import { PermissionRequired } from '@vet/shared-ui/permission';
import { MSG } from '../messages';
import { appointmentPaths } from '../paths';

export function WritesAppointments({ children }: { children: ReactNode }) {
  return (
    <PermissionRequired
      permission="appointments.write"
      back={<LinkButton to={appointmentPaths.agenda()}>{MSG.backToAgenda}</LinkButton>}
    >
      {children}
    </PermissionRequired>
  );
}
