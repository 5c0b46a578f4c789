// The clinic switcher's action (docs/product/dashboard-and-layout.md#main-layout): move the session to
// another of the person's clinics, drop every record any remote cached for the previous one, say so with
// the server's words («Ahora trabajas en <clínica>») and open «Inicio», where nothing of the previous
// clinic is left to show. The user menu and the phone's top bar share it.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, toast, type CurrentUser } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { announceClinicChanged } from '../store/clinicChanges';
import { useSwitchClinicMutation } from './switchClinicApi';
import { clinicOfKey } from './clinicItems';

export const SWITCH_FAILED = 'No se pudo cambiar de clínica';

export function useSwitchClinic(): {
  switchClinic: (clinic: { _id: string; name: string }) => Promise<void>;
  /** A menu item chosen (clinicItems.ts): when it names another of the person's clinics, move there;
   *  the current one, or an item that is no clinic, does nothing. */
  chooseClinicKey: (user: CurrentUser, key: string) => void;
  switching: boolean;
} {
  const [run, { isLoading }] = useSwitchClinicMutation();
  const navigate = useNavigate();
  const switchClinic = useCallback(
    async (clinic: { _id: string; name: string }) => {
      try {
        const { msg } = await run(clinic._id).unwrap();
        announceClinicChanged();
        toast.success(msg || `Ahora trabajas en ${clinic.name}`);
        await navigate(paths.home);
      } catch (error) {
        toast.error(errorMessage(error, SWITCH_FAILED));
      }
    },
    [run, navigate],
  );
  const chooseClinicKey = useCallback(
    (user: CurrentUser, key: string) => {
      const clinic = clinicOfKey(user, key);
      if (clinic && clinic._id !== user.clinic?._id) void switchClinic(clinic);
    },
    [switchClinic],
  );
  return { switchClinic, chooseClinicKey, switching: isLoading };
}
