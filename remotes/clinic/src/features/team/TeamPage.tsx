// /clinic/team (docs/product/clinic.md#equipo): the administrator's screen of the clinic's people: its
// members (role, deactivate or reactivate, hand the administration over), an invitation form and the
// pending invitations. A member without clinic.manage reads why instead (the API's refusal), and nothing
// is asked of the server for them.
import { LinkButton, useCurrentUser } from '@vet/shared-ui';
import { PageHeader } from '@vet/shared-ui/page';
import { PermissionRequired } from '@vet/shared-ui/permission';
import { paths } from '@vet/shared-ui/contract';
import { MSG } from '../../messages';
import { InvitationsSection } from './components/InvitationsSection';
import { InviteForm } from './components/InviteForm';
import { MembersSection } from './components/MembersSection';
import './team.css';

export default function TeamPage() {
  const { user } = useCurrentUser();
  return (
    <div className="clinic-team">
      <PageHeader title={MSG.teamTitle} back={{ to: paths.clinic, label: MSG.clinicTitle }} />
      <PermissionRequired
        permission="clinic.manage"
        back={<LinkButton to={paths.clinic}>Ver la clínica</LinkButton>}
      >
        {user && (
          <>
            <MembersSection ownId={user._id} />
            <div className="clinic-team__invitations">
              <InviteForm />
              <InvitationsSection />
            </div>
          </>
        )}
      </PermissionRequired>
    </div>
  );
}
