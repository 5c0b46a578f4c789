// The list's route: it asks the server for the page while the list's code downloads, not once that
// code has run (issue #9); the page then takes the request over. It has its own Suspense: a route that
// suspends is not mounted, and its request would wait for the code.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useListParams } from '@vet/shared-ui';
import { Loading } from '@vet/shared-ui/page';
import { OWNER_LIST_TEXTS } from '../../messages';
import { useRequestOwnersPage } from './hooks/useOwnersPage';

const OwnerListPage = lazy(() => import('./OwnerListPage'));

/** Mounts with the page beside it in the Suspense, so once that page's code has arrived. */
function OnArrival({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

export function OwnerListRoute() {
  const [arrived, setArrived] = useState(false);
  useRequestOwnersPage(useListParams(), arrived);
  const onArrival = useCallback(() => setArrived(true), []);
  return (
    <Suspense fallback={<Loading label={OWNER_LIST_TEXTS.loading} />}>
      <OwnerListPage />
      <OnArrival run={onArrival} />
    </Suspense>
  );
}
