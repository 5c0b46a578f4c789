// The choices of the consultation's «Médico tratante»: the clinic's vets by name (the value is their id),
// plus the stored vet when they are no longer among them (editing an older consultation loses nothing;
// the server then says they must be a vet of the clinic). The signed-in member is a new consultation's
// default when they are one of the vets.
import { useMemo } from 'react';
import { useCurrentUser } from '@vet/shared-ui';
import type { ChoiceOption } from '@vet/shared-ui/form';
import type { ClinicalPerson } from '../api/types';
import { useGetClinicVetsQuery } from '../api/clinicVetsEndpoints';

export interface VetChoices {
  options: ChoiceOption[];
  /** The signed-in member's id when they are one of the clinic's vets, else null. */
  sessionVet: string | null;
  loading: boolean;
  /** The list could not be loaded (then only a stored vet is offered). */
  error: unknown;
  retrying: boolean;
  retry: () => void;
}

export function useVetChoices(stored?: ClinicalPerson): VetChoices {
  const { user } = useCurrentUser();
  const { data: vets, error, isLoading, isFetching, refetch } = useGetClinicVetsQuery();

  const options = useMemo(() => {
    const choices: ChoiceOption[] = (vets ?? []).map((vet) => ({ value: vet._id, label: vet.name }));
    if (stored && !choices.some((choice) => choice.value === stored._id)) {
      choices.push({ value: stored._id, label: stored.name });
    }
    return choices;
  }, [vets, stored]);

  return {
    options,
    sessionVet: vets?.find((vet) => vet._id === user?._id)?._id ?? null,
    loading: isLoading,
    error: vets ? undefined : error,
    retrying: isFetching,
    retry: () => void refetch(),
  };
}
