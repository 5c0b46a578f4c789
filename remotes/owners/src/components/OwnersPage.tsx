// The box every owners screen sits in: centred, as wide as a list or a detail needs, narrower for a form.
import type { ReactNode } from 'react';
import './owners.css';

export function OwnersPage({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return <div className={narrow ? 'owners-page owners-page--narrow' : 'owners-page'}>{children}</div>;
}
