// /clinic/team (docs/product/clinic.md#equipo): the administrator's screen of the clinic's people: its
// members (role, deactivate or reactivate, hand the administration over), an invitation form and the
// pending invitations. A member without clinic.manage is told why instead, and nothing is asked of the
// server for them.
import { EmptyState, LinkButton, can, useCurrentUser } from '@vet/shared-ui';
import { Loading, PageHeader } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { MSG } from '../../messages';
import { InvitationsSection } from './components/InvitationsSection';
import { InviteForm } from './components/InviteForm';
import { MembersSection } from './components/MembersSection';
import './team.css';

export default function TeamPage() {
  const { status, user } = useCurrentUser();
  let content;
  if (status === 'loading') content = <Loading label={MSG.loadingSession} />;
  else if (user && can(user, 'clinic.manage'))
    content = (
      <>
        <MembersSection ownId={user._id} />
        <div className="clinic-team__invitations">
          <InviteForm />
          <InvitationsSection />
        </div>
      </>
    );
  else
    content = (
      <EmptyState
        message={MSG.teamForbidden}
        description={MSG.teamForbiddenReason(user?.role)}
        action={<LinkButton to={paths.clinic}>Ver la clínica</LinkButton>}
      />
    );
  return (
    <div className="clinic-team">
      <PageHeader title={MSG.teamTitle} back={{ to: paths.clinic, label: MSG.clinicTitle }} />
      {content}
    </div>
  );
}
