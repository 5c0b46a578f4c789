// Another tab of this browser switched clinics (docs/product/dashboard-and-layout.md#main-layout): the
// token both tabs share now works in that clinic, so this tab follows as if it had switched itself. The
// store has already emptied every remote's cache (store/clinicChanges.ts); here «Inicio» opens, the person
// is looked up again (the layout shows the new clinic, role and links), and a toast says where they work
// now: «Ahora trabajas en <clínica>».
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { getToken, sessionApi, toast } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { subscribeClinicChanged } from '../store/clinicChanges';
import type { AppStore } from '../store/makeStore';

export function useFollowOtherTabs(): void {
  const dispatch = useDispatch<AppStore['dispatch']>();
  const navigate = useNavigate();
  useEffect(
    () =>
      subscribeClinicChanged((source) => {
        const token = getToken();
        if (source !== 'another-tab' || !token) return;
        void navigate(paths.home);
        const lookup = dispatch(sessionApi.endpoints.getCurrentUser.initiate(token, { forceRefetch: true }));
        lookup
          .unwrap()
          .then((user) => {
            if (user?.clinic) toast.info(`Ahora trabajas en ${user.clinic.name}`);
          })
          // A refused or failed look-up is the layout's to show (the login, or its error).
          .catch(() => undefined)
          .finally(() => lookup.unsubscribe());
      }),
    [dispatch, navigate],
  );
}
