// Small-screen dashboard (docs/product/dashboard-and-layout.md#dashboard): navigation tiles (the shell's
// and remotes.json's, navigation.ts, with their badges: NavBadge.tsx), which preload their remote on
// touch. A screen still to be built may show without a link (Consulta).
import { useCurrentUser } from '@vet/shared-ui';
import { usePlacements } from '../federation/PlacementsContext';
import { PreloadLink } from '../layout/PreloadLinks';
import { navItems, type NavItem } from '../layout/navigation';
import { NavIcon } from '../layout/navIcons';
import { useNavBadge } from '../layout/NavBadge';

export function MobileTiles() {
  const tiles = navItems(usePlacements(), 'tiles', useCurrentUser().user);
  return (
    <nav aria-label="Accesos rápidos" className="dashboard-tiles">
      {tiles.map((tile) => {
        const { label, to, icon, linked } = tile;
        return linked ? (
          <TileLink key={to} item={tile} />
        ) : (
          <div key={to} className="dashboard-tile dashboard-tile--disabled" aria-disabled="true">
            <NavIcon name={icon} />
            <span>{label}</span>
          </div>
        );
      })}
    </nav>
  );
}

function TileLink({ item: { to, label, icon, badge } }: { item: NavItem }) {
  const { badge: count, ...named } = useNavBadge(label, badge);
  return (
    <PreloadLink to={to} className="dashboard-tile" {...named}>
      <NavIcon name={icon} />
      <span>{label}</span>
      {count}
    </PreloadLink>
  );
}
