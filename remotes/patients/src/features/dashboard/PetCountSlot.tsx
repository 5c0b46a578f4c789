// "Total de mascotas" as the shell mounts it: the count is asked for while the widget's code downloads
// (issue #9), not once that code has run. Its own Suspense: a component that suspends is not mounted,
// and its request would wait for the code.
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { Panel } from '@vet/shared-ui/panel';
import { useGetPatientCountQuery } from '../patients/api/getPatientCount';
import './petCountWidget.css';

const PetCountWidget = lazy(() => import('./PetCountWidget'));

const NOTHING = {};

/** The counter's card: the same while the code downloads, while the count loads and once it is there. */
export function PetCountCard({ children }: { children: ReactNode }) {
  return (
    <Panel className="pet-count" size="small">
      <div className="pet-count__label">
        <span aria-hidden="true">🐾</span> Total de mascotas
      </div>
      {children}
      <Link to="/patients" className="pet-count__link">
        Ver mascotas
      </Link>
    </Panel>
  );
}

// The label sits on a wrapper: antd's Skeleton.Button does not pass it on.
export const petCountLoading = (
  <div role="status" aria-label="Cargando total de mascotas...">
    <Skeleton.Button active size="large" />
  </div>
);

export function PetCountSlot() {
  // Reads nothing, so the answer re-renders only the widget.
  useGetPatientCountQuery(undefined, { selectFromResult: () => NOTHING });
  return (
    <Suspense fallback={<PetCountCard>{petCountLoading}</PetCountCard>}>
      <PetCountWidget />
    </Suspense>
  );
}
