// The user menu's clinic switcher (docs/product/dashboard-and-layout.md#main-layout): for a person in more
// than one clinic, «Cambiar de clínica» lists each with the person's role there, the current one marked.
import type { MenuProps } from 'antd';
import { roleLabel, type ClinicMembership, type CurrentUser } from '@vet/shared-ui';

const PREFIX = 'clinic:';

type Items = NonNullable<MenuProps['items']>;

export function clinicItems(user: CurrentUser): Items {
  const clinics = user.clinics ?? [];
  if (clinics.length < 2) return [];
  return [
    { type: 'divider' },
    {
      type: 'group',
      label: 'Cambiar de clínica',
      children: clinics.map((clinic) => {
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

/** The clinic a menu key names, if it is one of the person's. */
export function clinicOfKey(user: CurrentUser, key: string): ClinicMembership | undefined {
  if (!key.startsWith(PREFIX)) return undefined;
  return user.clinics?.find((clinic) => clinic._id === key.slice(PREFIX.length));
}
