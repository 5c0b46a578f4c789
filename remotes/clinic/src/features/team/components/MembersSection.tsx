// «Miembros»: the clinic's members, active first (the API's order), a table on a desktop and cards on a
// phone, each with its actions and their confirmation.
import { useIsDesktop } from '@vet/shared-ui';
import { MSG } from '../../../messages';
import { useGetMembersQuery } from '../../../api/membersEndpoints';
import { useMemberActions } from '../hooks/useMemberActions';
import { MemberCards } from './MemberCards';
import { MembersTable } from './MembersTable';
import { TeamSection } from './TeamSection';

const TEXTS = { loading: MSG.loadingMembers, loadFailed: MSG.membersFailed, stale: MSG.membersStale };

export function MembersSection({ ownId }: { ownId: string }) {
  const query = useGetMembersQuery();
  const isDesktop = useIsDesktop();
  const { ask, dialog } = useMemberActions();
  return (
    <>
      <TeamSection id="clinic-members" title={MSG.membersTitle} query={query} texts={TEXTS}>
        {(members) =>
          isDesktop ? (
            <MembersTable members={members} ownId={ownId} onAsk={ask} />
          ) : (
            <MemberCards members={members} ownId={ownId} onAsk={ask} />
          )
        }
      </TeamSection>
      {dialog}
    </>
  );
}
