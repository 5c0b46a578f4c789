// The clinic switcher's list (docs/product/dashboard-and-layout.md#main-layout): for a person in more than
// one clinic, «Cambiar de clínica» lists each with the person's role there, the current one marked. The
// user menu shows it between its own items; on a phone, the top bar's clinic name opens it alone.
import type { MenuProps } from 'antd';
import { roleLabel, type ClinicMembership, type CurrentUser } from '@vet/shared-ui';

const PREFIX = 'clinic:';

type Items = NonNullable<MenuProps['items']>;

/** Whether the person has another clinic to switch to. */
export function hasSeveralClinics(user: CurrentUser): boolean {
  return (user.clinics ?? []).length > 1;
}

/** The group «Cambiar de clínica», or nothing for a person in one clinic. */
export function clinicGroup(user: CurrentUser): Items {
  if (!hasSeveralClinics(user)) return [];
  return [
    {
      type: 'group',
      label: 'Cambiar de clínica',
      children: (user.clinics ?? []).map((clinic) => {
        const current = clinic._id === user.clinic?._id;
        return {
          key: `${PREFIX}${clinic._id}`,
          label: `${clinic.name} · ${roleLabel(clinic.role)}${current ? ' (actual)' : ''}`,
          className: current ? 'shell-usermenu__clinic--current' : undefined,
        };
      }),
    },
  ];
}

/** The group as the user menu shows it, set apart from the menu's own items. */
export function clinicItems(user: CurrentUser): Items {
  const group = clinicGroup(user);
  return group.length > 0 ? [{ type: 'divider' }, ...group] : [];
}

/** The clinic a menu key names, if it is one of the person's. */
export function clinicOfKey(user: CurrentUser, key: string): ClinicMembership | undefined {
  if (!key.startsWith(PREFIX)) return undefined;
  return user.clinics?.find((clinic) => clinic._id === key.slice(PREFIX.length));
}
