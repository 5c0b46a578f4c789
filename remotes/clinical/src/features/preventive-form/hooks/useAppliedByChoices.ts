// The choices of «Quién aplicó»: the clinic's vets (GET /clinic/vets, the only list of members every role
// that records vaccines may read), the signed-in member when they are not one of them (an assistant who
// applied the dose), and, on an edit, whoever is stored when they are no longer among them. The server
// accepts any active member of the clinic.
import { useMemo } from 'react';
import { useCurrentUser } from '@vet/shared-ui';
import type { ChoiceOption } from '@vet/shared-ui/form';
import type { Preventive } from '../../../api/types';
import { useVetChoices } from '../../../hooks/useVetChoices';

export interface AppliedByChoices {
  options: ChoiceOption[];
  /** The signed-in member's id: a new application's default. */
  sessionMember: string;
}

export function useAppliedByChoices(stored?: Preventive['appliedBy']): AppliedByChoices {
  const { user } = useCurrentUser();
  const storedPerson = useMemo(() => (stored ? { ...stored, cmv: null } : undefined), [stored]);
  const vets = useVetChoices(storedPerson);
  const options = useMemo(() => {
    if (!user || vets.options.some((option) => option.value === user._id)) return vets.options;
    return [...vets.options, { value: user._id, label: `${user.name} ${user.lastName}`.trim() }];
  }, [vets.options, user]);
  return { options, sessionMember: user?._id ?? '' };
}
