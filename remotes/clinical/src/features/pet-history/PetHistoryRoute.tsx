// /patients/:patientId/history's route: it asks for the pet, its vaccines and deworming and the timeline's
// page while the history's code downloads, not once that code has run (as the owners list does, issue #9);
// the page and its parts then read those answers (`refetchOnMountOrArgChange: false`): one request each.
// They are asked for as the route renders, not from an effect: rendered as its remote arrives, the route
// commits only when the main thread is free of the scripts arriving (and React holds a new fallback back for
// up to 300 ms after the last one), by which time the page's code has come too; from an effect, the
// requests left after that code (a cold history at ÷4 on a busy day: at 4.3 s instead of 3.2 s).
import { lazy, Suspense, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useParams } from 'react-router-dom';
import { Loading } from '@vet/shared-ui/page';
import { historyEndpoints } from '../../api/historyEndpoints';
import { patientEndpoints } from '../../api/patientEndpoints';
import { preventiveEndpoints } from '../../api/preventiveEndpoints';
import { MSG } from '../../messages';
import { historyArgs } from './historyRequest';
import { useHistoryFilter } from './hooks/useHistoryFilter';

const PetHistoryPage = lazy(() => import('./PetHistoryPage'));
// An answer younger than this is this visit's: the route's renders of one load fall within it.
const FRESH_S = 10;

/**
 * Asks on every visit and for every page of the timeline, unless the answer is from the last few seconds:
 * React may render the route again before showing it (and forget its memo), and a forced request each
 * time sent the three requests up to three times on one cold load. RTK Query sends no second request while
 * one is on its way.
 */
function useAskForHistory(patientId: string): void {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const { kind, page } = useHistoryFilter();
  useMemo(() => {
    if (!patientId) return;
    const fresh = { ifOlderThan: FRESH_S };
    dispatch(patientEndpoints.util.prefetch('getPatient', patientId, fresh));
    dispatch(preventiveEndpoints.util.prefetch('getPreventives', patientId, fresh));
    dispatch(historyEndpoints.util.prefetch('getHistory', historyArgs(patientId, { kind, page }), fresh));
  }, [dispatch, patientId, kind, page]);
}

export function PetHistoryRoute() {
  const { patientId = '' } = useParams();
  useAskForHistory(patientId);
  return (
    <Suspense fallback={<Loading label={MSG.loadingPet} />}>
      <PetHistoryPage />
    </Suspense>
  );
}
