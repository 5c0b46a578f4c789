// Desktop navigation (≥1024 px; shown by layout.css): logo, the links (the shell's and remotes.json's,
// navigation.ts, with their badges: NavBadge.tsx), the clinic's name and the user menu. A link to a remote
// preloads it on hover or focus.
import { Logo, type CurrentUser } from '@vet/shared-ui';
import { usePlacements } from '../federation/PlacementsContext';
import { navItems, type NavItem } from './navigation';
import { NavIcon } from './navIcons';
import { UserMenu } from './UserMenu';
import { PreloadNavLink } from './PreloadLinks';
import { ClinicName } from './ClinicName';
import { useNavBadge } from './NavBadge';

export function Sidebar({ user }: { user: CurrentUser }) {
  const items = navItems(usePlacements(), 'sidebar', user);
  return (
    <aside className="shell-sidebar">
      <div className="shell-sidebar__brand">
        <Logo size="md" showName showSubtitle headingLevel={2} />
      </div>
      <nav className="shell-sidebar__nav" aria-label="Navegación principal">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell-sidebar__user">
        {user.clinic && <ClinicName clinic={user.clinic} className="shell-sidebar__clinic" />}
        <UserMenu user={user} />
      </div>
    </aside>
  );
}

function SidebarLink({ item: { to, label, icon, badge } }: { item: NavItem }) {
  const { badge: count, ...named } = useNavBadge(label, badge);
  return (
    <PreloadNavLink to={to} end={to === '/'} className="shell-navlink" {...named}>
      <NavIcon name={icon} />
      <span>{label}</span>
      {count}
    </PreloadNavLink>
  );
}
