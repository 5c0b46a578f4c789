// Desktop navigation (≥1024 px; shown by layout.css): logo, the six links, the user menu. A link
// to a remote preloads it on hover or focus.
import { Logo, type CurrentUser } from '@vet/shared-ui';
import { SIDEBAR_ITEMS } from './navItems';
import { UserMenu } from './UserMenu';
import { PreloadNavLink } from './PreloadLinks';

export function Sidebar({ user }: { user: CurrentUser }) {
  return (
    <aside className="shell-sidebar">
      <div className="shell-sidebar__brand">
        <Logo size="md" showName showSubtitle headingLevel={2} />
      </div>
      <nav className="shell-sidebar__nav" aria-label="Navegación principal">
        <ul>
          {SIDEBAR_ITEMS.map(({ to, label, Icon }) => (
            <li key={to}>
              <PreloadNavLink to={to} end={to === '/'} className="shell-navlink">
                <Icon />
                <span>{label}</span>
              </PreloadNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell-sidebar__user">
        <UserMenu user={user} />
      </div>
    </aside>
  );
}
