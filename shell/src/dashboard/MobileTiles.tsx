// Small-screen dashboard (docs/product/dashboard-and-layout.md#dashboard): navigation tiles (the shell's
// and remotes.json's, navigation.ts), which preload their remote on touch. A screen still to be built may
// show without a link (Consulta).
import { useCurrentUser } from '@vet/shared-ui';
import { usePlacements } from '../federation/PlacementsContext';
import { PreloadLink } from '../layout/PreloadLinks';
import { navItems } from '../layout/navigation';
import { NavIcon } from '../layout/navIcons';

export function MobileTiles() {
  const tiles = navItems(usePlacements(), 'tiles', useCurrentUser().user);
  return (
    <nav aria-label="Accesos rápidos" className="dashboard-tiles">
      {tiles.map(({ label, to, icon, linked }) =>
        linked ? (
          <PreloadLink key={to} to={to} className="dashboard-tile">
            <NavIcon name={icon} />
            <span>{label}</span>
          </PreloadLink>
        ) : (
          <div key={to} className="dashboard-tile dashboard-tile--disabled" aria-disabled="true">
            <NavIcon name={icon} />
            <span>{label}</span>
          </div>
        ),
      )}
    </nav>
  );
}
