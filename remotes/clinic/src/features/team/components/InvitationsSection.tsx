// «Invitaciones pendientes» (docs/product/clinic.md#equipo): who was invited, with which role, until
// when (dd/mm/aaaa) and by whom; «Anular» ends one at once (its link stops working). A table on a
// desktop, cards on a phone.
import { useState } from 'react';
import { Button } from 'antd';
import { EmptyState, errorMessage, formatDate, roleLabel, toast, useIsDesktop } from '@vet/shared-ui';
import { DataTable, type DataColumn } from '@vet/shared-ui/table';
import { Panel } from '@vet/shared-ui/panel';
import type { Invitation } from '../../../api/types';
import { MSG } from '../../../messages';
import { useCancelInvitationMutation, useGetInvitationsQuery } from '../api/invitationsEndpoints';
import { TeamSection } from './TeamSection';

const TEXTS = {
  loading: MSG.loadingInvitations,
  loadFailed: MSG.invitationsFailed,
  stale: MSG.invitationsStale,
};

const invitationKey = (invitation: Invitation) => invitation._id;

export function InvitationsSection() {
  const query = useGetInvitationsQuery();
  const isDesktop = useIsDesktop();
  const [cancelInvitation] = useCancelInvitationMutation();
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = async (invitation: Invitation) => {
    setCancelling(invitation._id);
    try {
      const answer = await cancelInvitation(invitation._id).unwrap();
      toast.success(answer.msg);
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.cancelFailed));
    } finally {
      setCancelling(null);
    }
  };

  const cancelButton = (invitation: Invitation, size: 'small' | 'middle') => (
    <Button
      size={size}
      danger
      loading={cancelling === invitation._id}
      aria-label={`Anular la invitación a ${invitation.email}`}
      onClick={() => void cancel(invitation)}
    >
      Anular
    </Button>
  );

  const columns: DataColumn<Invitation>[] = [
    { key: 'email', title: 'Correo', render: (invitation) => invitation.email },
    { key: 'role', title: 'Rol', render: (invitation) => roleLabel(invitation.role) },
    { key: 'expiresAt', title: 'Vence', render: (invitation) => formatDate(invitation.expiresAt) },
    { key: 'invitedBy', title: 'Invitado por', render: (invitation) => invitation.invitedBy },
    {
      key: 'actions',
      title: 'Acciones',
      width: 120,
      render: (invitation) => cancelButton(invitation, 'small'),
    },
  ];

  return (
    <TeamSection
      id="clinic-invitations"
      title={MSG.invitationsTitle}
      query={query}
      texts={TEXTS}
      empty={<EmptyState message={MSG.noInvitations} />}
    >
      {(invitations) =>
        isDesktop ? (
          <DataTable
            rows={invitations}
            rowKey={invitationKey}
            columns={columns}
            label={MSG.invitationsTitle}
          />
        ) : (
          <ul className="clinic-cards" aria-label={MSG.invitationsTitle}>
            {invitations.map((invitation) => (
              <li key={invitation._id}>
                <Panel size="small">
                  <p className="clinic-card__title">{invitation.email}</p>
                  <p className="clinic-card__line">
                    {roleLabel(invitation.role)} · Vence el {formatDate(invitation.expiresAt)}
                  </p>
                  <p className="clinic-card__line">Invitado por {invitation.invitedBy}</p>
                  <div className="clinic-card__actions">{cancelButton(invitation, 'middle')}</div>
                </Panel>
              </li>
            ))}
          </ul>
        )
      }
    </TeamSection>
  );
}
