// The list's route: it asks the server for the period's first page while the list's code downloads,
// not once that code has run (issue #9); the page then takes the request over. It has its own
// Suspense: a route that suspends is not mounted, and its request would wait for the code.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useListParams } from '@vet/shared-ui';
import { Loading } from '@vet/shared-ui/page';
import { MSG } from '../../messages';
import { initialPeriod, useListFilter, useRequestGroomingList } from './hooks/useGroomingList';

const GroomingListPage = lazy(() => import('./GroomingListPage'));

/** Mounts with the page beside it in the Suspense, so once that page's code has arrived. */
function OnArrival({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

export function GroomingListRoute() {
  const { patientId } = useParams();
  const list = useListParams();
  const [now] = useState(() => new Date());
  const [arrived, setArrived] = useState(false);
  const filter = useListFilter(patientId, initialPeriod(patientId), now);
  useRequestGroomingList(filter, list.q, list.page, arrived);
  const onArrival = useCallback(() => setArrived(true), []);
  return (
    <Suspense fallback={<Loading label={MSG.loadingServices} />}>
      <GroomingListPage />
      <OnArrival run={onArrival} />
    </Suspense>
  );
}
