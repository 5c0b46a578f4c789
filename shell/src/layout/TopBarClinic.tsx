// The clinic's name in the small screens' top bar (docs/product/dashboard-and-layout.md#main-layout).
// Phones have no user menu: for a person in several clinics the name is a button that opens the
// switcher's list (clinicItems.ts, useSwitchClinic.ts, the user menu's own), named after its visible text
// first (WCAG 2.5.3, label in name): «<clínica>: cambiar de clínica». In one clinic it is the plain name.
import { Dropdown, type MenuProps } from 'antd';
import type { CurrentUser } from '@vet/shared-ui';
import { ClinicLabel, ClinicName } from './ClinicName';
import { clinicGroup, hasSeveralClinics } from './clinicItems';
import { useSwitchClinic } from './useSwitchClinic';
import { ChevronDownIcon } from './icons';

const CLASS = 'shell-topbar__clinic';

export function TopBarClinic({ user }: { user: CurrentUser }) {
  const { chooseClinicKey } = useSwitchClinic();
  const { clinic } = user;
  if (!clinic) return null;
  if (!hasSeveralClinics(user)) return <ClinicName clinic={clinic} className={CLASS} />;
  const onClick: MenuProps['onClick'] = ({ key }) => chooseClinicKey(user, key);
  return (
    <Dropdown
      menu={{ items: clinicGroup(user), onClick }}
      trigger={['click']}
      placement="bottomRight"
      // Inside the sticky top bar rather than in <body>: the list stays under the name when the page
      // scrolls (as the user menu's stays beside its button).
      getPopupContainer={(trigger) => trigger.closest<HTMLElement>('.shell-topbar') ?? document.body}
    >
      <button
        type="button"
        className={`shell-clinic shell-clinic--switch ${CLASS}`}
        title={clinic.name}
        aria-label={`${clinic.name}: cambiar de clínica`}
        aria-haspopup="menu"
      >
        <ClinicLabel clinic={clinic} />
        <ChevronDownIcon />
      </button>
    </Dropdown>
  );
}
