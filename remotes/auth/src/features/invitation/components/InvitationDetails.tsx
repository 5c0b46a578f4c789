// What the invitation offers, under its title «Te invitaron a <clínica>»: the role, the invited address
// and the day it expires (docs/product/clinic.md#invitations).
import { formatDate, roleLabel } from '@vet/shared-ui';
import type { Invitation } from '../../../api/types';

export function InvitationDetails({ invitation }: { invitation: Invitation }) {
  return (
    <dl className="auth-invitation">
      <div className="auth-invitation__item">
        <dt>Rol</dt>
        <dd>{roleLabel(invitation.role)}</dd>
      </div>
      <div className="auth-invitation__item">
        <dt>Correo</dt>
        <dd>{invitation.email}</dd>
      </div>
      <div className="auth-invitation__item">
        <dt>Vence el</dt>
        <dd>{formatDate(invitation.expiresAt)}</dd>
      </div>
    </dl>
  );
}
