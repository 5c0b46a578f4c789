// An action on one appointment that leads somewhere («Editar»): for a member who may act on it, the link;
// otherwise the same button disabled with why (the role, or a Peluquero on another type).
import type { ReactNode } from 'react';
import { LinkButton } from '@vet/shared-ui';
import { DisabledAction } from '@vet/shared-ui/permission';
import { useAppointmentGate } from '../hooks/useAppointmentGate';
import type { AppointmentKind } from '../labels';

export function AppointmentAction({
  kind,
  to,
  children,
}: {
  kind: AppointmentKind;
  to: string;
  children: ReactNode;
}) {
  const reason = useAppointmentGate().reasonFor(kind);
  if (reason) return <DisabledAction reason={reason}>{children}</DisabledAction>;
  return <LinkButton to={to}>{children}</LinkButton>;
}
