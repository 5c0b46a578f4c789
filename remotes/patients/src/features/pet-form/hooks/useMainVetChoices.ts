// The choices of the pet's «médico tratante»: the clinic's vets by name, and a stored name that is not
// among them (a vet who left, a name typed before the list existed) as its own option, so editing an older
// pet loses nothing. The signed-in member is a new pet's default when they are one of the vets.
import { useMemo } from 'react';
import { useCurrentUser } from '@vet/shared-ui';
import type { ChoiceOption } from '@vet/shared-ui/form';
import { MSG } from '../../../messages';
import { useGetClinicVetsQuery } from '../api/clinicVetsEndpoints';

export interface MainVetChoices {
  options: ChoiceOption[];
  /** The signed-in member's name when they are one of the clinic's vets, else null. */
  sessionVet: string | null;
  loading: boolean;
  /** The list could not be loaded (then only a stored name is offered). */
  error: unknown;
  retrying: boolean;
  retry: () => void;
}

/** `stored`: the pet's current main vet (edit). */
export function useMainVetChoices(stored?: string | null): MainVetChoices {
  const { user } = useCurrentUser();
  const { data: vets, error, isLoading, isFetching, refetch } = useGetClinicVetsQuery();

  const options = useMemo(() => {
    const names = [...new Set((vets ?? []).map((vet) => vet.name))];
    const choices: ChoiceOption[] = names.map((name) => ({ value: name, label: name }));
    // Said to be an older record only once the list shows it is not there.
    if (stored && !names.includes(stored)) {
      choices.push({ value: stored, label: vets ? MSG.storedVet(stored) : stored });
    }
    return choices;
  }, [vets, stored]);

  const sessionVet = vets?.find((vet) => vet._id === user?._id)?.name ?? null;
  return {
    options,
    sessionVet,
    loading: isLoading,
    error: vets ? undefined : error,
    retrying: isFetching,
    retry: () => void refetch(),
  };
}
