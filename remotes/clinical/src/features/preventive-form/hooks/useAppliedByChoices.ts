// The choices of «Quién aplicó»: the clinic's active members of every role (GET /clinic/people: an
// assistant may have applied the dose), and, on an edit, whoever is stored when they are no longer among
// them (editing an older application loses nothing). The signed-in member is a new application's default,
// offered even while the list loads or when it cannot be read. The server accepts any active member.
import { useMemo } from 'react';
import { useCurrentUser } from '@vet/shared-ui';
import type { ChoiceOption } from '@vet/shared-ui/form';
import { useGetClinicPeopleQuery } from '../../../api/clinicPeopleEndpoints';
import type { Preventive } from '../../../api/types';

export interface AppliedByChoices {
  options: ChoiceOption[];
  /** The signed-in member's id: a new application's default. */
  sessionMember: string;
}

export function useAppliedByChoices(stored?: Preventive['appliedBy']): AppliedByChoices {
  const { user } = useCurrentUser();
  const { data: people } = useGetClinicPeopleQuery();
  const options = useMemo(() => {
    const choices: ChoiceOption[] = (people ?? []).map((person) => ({
      value: person._id,
      label: person.name,
    }));
    const offer = (value: string, label: string) => {
      if (!choices.some((choice) => choice.value === value)) choices.push({ value, label });
    };
    if (stored) offer(stored._id, stored.name);
    if (user) offer(user._id, `${user.name} ${user.lastName}`.trim());
    return choices;
  }, [people, stored, user]);
  return { options, sessionMember: user?._id ?? '' };
}
