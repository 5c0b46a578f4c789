// Small screens: Inicio, Notificaciones, the remotes' entries for the bottom bar (remotes.json,
// navigation.ts; with their badges, NavBadge.tsx), and Salir last
// (docs/product/dashboard-and-layout.md#navigation). Links preload the remote they lead to.
import { useCurrentUser } from '@vet/shared-ui';
import { usePlacements } from '../federation/PlacementsContext';
import { LogoutIcon } from './icons';
import { navItems, type NavItem } from './navigation';
import { NavIcon } from './navIcons';
import { useLogout } from './useLogout';
import { PreloadNavLink } from './PreloadLinks';
import { useNavBadge } from './NavBadge';

export function MobileBottomBar() {
  const { logout, loggingOut } = useLogout();
  const items = navItems(usePlacements(), 'bottomBar', useCurrentUser().user);
  return (
    <nav className="shell-bottombar" aria-label="Navegación móvil">
      {items.map((item) => (
        <BottomBarLink key={item.to} item={item} />
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

function BottomBarLink({ item: { to, label, icon, badge } }: { item: NavItem }) {
  const { badge: count, ...named } = useNavBadge(label, badge);
  return (
    <PreloadNavLink to={to} end={to === '/'} className="shell-bottombar__item" {...named}>
      <NavIcon name={icon} />
      <span>{label}</span>
      {count}
    </PreloadNavLink>
  );
}
