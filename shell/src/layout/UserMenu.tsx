// The sidebar's user menu: "M.V. {name} {lastName}" and their role in the clinic under it, with Perfil,
// Cambiar contraseña and Salir. Perfil and Cambiar contraseña open the auth module's account screens
// (/account/*). A person in several clinics also finds them there, each with their role, to switch to.
import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { roleLabel, vetDisplayName, type CurrentUser } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { ChevronDownIcon } from './icons';
import { useLogout } from './useLogout';
import { clinicItems } from './clinicItems';
import { useSwitchClinic } from './useSwitchClinic';
import { usePreloadOnIntent } from '../federation/usePreloadOnIntent';

function initials(user: CurrentUser): string {
  return `${user.name.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const name = vetDisplayName(user);
  // An API from before clinics sends no role: then the name alone, as before.
  const role = user.role ? roleLabel(user.role) : null;
  const navigate = useNavigate();
  const { logout } = useLogout();
  const { chooseClinicKey } = useSwitchClinic();
  // Perfil and Cambiar contraseña are the auth remote's: reaching for the menu preloads it.
  const preloadAccount = usePreloadOnIntent(paths.profile);
  const items: MenuProps['items'] = [
    { key: 'profile', label: 'Perfil' },
    { key: 'password', label: 'Cambiar contraseña' },
    ...clinicItems(user),
    { type: 'divider' },
    { key: 'logout', label: 'Salir', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    chooseClinicKey(user, key);
    if (key === 'profile') void navigate(paths.profile);
    if (key === 'password') void navigate(paths.changePassword);
    if (key === 'logout') void logout();
  };
  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      placement="topLeft"
      // Inside the fixed sidebar rather than in <body>: when the page scrolls, the menu stays beside
      // its button. In <body> it scrolled away with the page and jumped back a moment later, so a
      // press made before the jump was released elsewhere and chose nothing.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <button
        type="button"
        {...preloadAccount}
        className="shell-usermenu"
        // The visible text first (WCAG 2.5.3, label in name): a voice command that says it reaches the menu.
        aria-label={`${role ? `${name}, ${role}` : name}: menú de usuario`}
      >
        {/* The initials are drawn by CSS, not text: the button's visible text, which its name starts
            with, is the vet's name and role alone. */}
        <span className="shell-avatar" aria-hidden="true" data-initials={initials(user)} />
        <span className="shell-usermenu__who">
          <span className="shell-usermenu__name">{name}</span>
          {role && (
            <>
              {' '}
              <span className="shell-usermenu__role">{role}</span>
            </>
          )}
        </span>
        <ChevronDownIcon />
      </button>
    </Dropdown>
  );
}
