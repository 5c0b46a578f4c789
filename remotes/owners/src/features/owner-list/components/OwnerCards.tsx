// Phones and tablets: one page of owners as cards, name and phone first, actions at hand.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatPhone } from '@vet/shared-ui';
import { Panel } from '@vet/shared-ui/panel';
import { paths } from '@vet/shared-ui/contract';
import type { Owner } from '../../../api/types';
import { OwnerActions } from './OwnerActions';

export const OwnerCards = memo(function OwnerCards({
  owners,
  onDelete,
}: {
  owners: Owner[];
  onDelete: (owner: Owner) => void;
}) {
  return (
    <ul className="owners-cards">
      {owners.map((owner) => (
        <li key={owner._id}>
          <Panel size="small">
            <Link to={paths.owner(owner._id)} className="owners-card__name">
              {owner.name}
            </Link>
            <p className="owners-card__line">{formatPhone(owner.contact)}</p>
            {owner.email && <p className="owners-card__line">{owner.email}</p>}
            <div style={{ marginTop: 12 }}>
              <OwnerActions owner={owner} onDelete={onDelete} size="middle" />
            </div>
          </Panel>
        </li>
      ))}
    </ul>
  );
});
