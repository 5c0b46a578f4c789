// Small screens: Inicio, Notificaciones, the remotes' entries for the bottom bar (remotes.json,
// navigation.ts), and Salir last (docs/product/dashboard-and-layout.md#navigation). Links preload the remote they lead to.
import { useCurrentUser } from '@vet/shared-ui';
import { usePlacements } from '../federation/PlacementsContext';
import { LogoutIcon } from './icons';
import { navItems } from './navigation';
import { NavIcon } from './navIcons';
import { useLogout } from './useLogout';
import { PreloadNavLink } from './PreloadLinks';

export function MobileBottomBar() {
  const { logout, loggingOut } = useLogout();
  const items = navItems(usePlacements(), 'bottomBar', useCurrentUser().user);
  return (
    <nav className="shell-bottombar" aria-label="Navegación móvil">
      {items.map(({ to, label, icon }) => (
        <PreloadNavLink key={to} to={to} end={to === '/'} className="shell-bottombar__item">
          <NavIcon name={icon} />
          <span>{label}</span>
        </PreloadNavLink>
      ))}
      <button
        type="button"
        className="shell-bottombar__item"
        onClick={() => void logout()}
        disabled={loggingOut}
      >
        <LogoutIcon />
        <span>Salir</span>
      </button>
    </nav>
  );
}
