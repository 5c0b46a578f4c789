// Phones and tablets: one card per member, name and e-mail first, the role and the actions at hand.
import { memo } from 'react';
import { Panel } from '@vet/shared-ui/panel';
import type { Member } from '../../../api/types';
import type { MemberAction } from '../memberAction';
import { memberName } from '../../../roles';
import { MemberButtons, RoleSelect } from './MemberControls';
import { MemberStatus } from './MemberStatus';

export const MemberCards = memo(function MemberCards({
  members,
  ownId,
  onAsk,
}: {
  members: Member[];
  ownId: string;
  onAsk: (action: MemberAction) => void;
}) {
  return (
    <ul className="clinic-cards" aria-label="Miembros">
      {members.map((member) => {
        const own = member._id === ownId;
        return (
          <li key={member._id}>
            <Panel size="small">
              <p className="clinic-card__title">
                <span>{memberName(member)}</span>
                <MemberStatus active={member.active} />
              </p>
              <p className="clinic-card__line">{member.email}</p>
              <div className="clinic-card__role">
                <RoleSelect member={member} own={own} onAsk={onAsk} />
              </div>
              <MemberButtons member={member} own={own} onAsk={onAsk} size="middle" />
            </Panel>
          </li>
        );
      })}
    </ul>
  );
});
