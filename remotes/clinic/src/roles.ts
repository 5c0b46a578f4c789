// The four roles as the team's screens offer them (docs/product/clinic.md#roles), in the table's order,
// and how «Equipo» and «Actividad» name a member.
import { roleLabel, type Role } from '@vet/shared-ui';
import type { ChoiceOption } from '@vet/shared-ui/form';

export const ROLES: readonly Role[] = ['admin', 'vet', 'assistant', 'groomer'];

export const ROLE_OPTIONS: ChoiceOption[] = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** «Ana Pérez»: how the team's screens name a member. */
export const memberName = ({ name, lastName }: { name: string; lastName: string }) =>
  `${name} ${lastName}`.trim();
