// Small-screen dashboard (SPEC §2): navigation tiles, which preload their remote on touch. Consulta
// has no screen yet, so no link.
import type { ComponentType } from 'react';
import { PreloadLink } from '../layout/PreloadLinks';
import { OwnerIcon, PawIcon, ReportIcon, ScissorsIcon, StethoscopeIcon } from '../layout/icons';

interface Tile {
  label: string;
  to?: string;
  Icon: ComponentType;
}

const TILES: readonly Tile[] = [
  { label: 'Dueño', to: '/owners', Icon: OwnerIcon },
  { label: 'Mascota', to: '/patients', Icon: PawIcon },
  { label: 'Peluquería', to: '/grooming-services', Icon: ScissorsIcon },
  { label: 'Consulta', Icon: StethoscopeIcon },
  { label: 'Reportes', to: '/reports', Icon: ReportIcon },
];

export function MobileTiles() {
  return (
    <nav aria-label="Accesos rápidos" className="dashboard-tiles">
      {TILES.map(({ label, to, Icon }) =>
        to ? (
          <PreloadLink key={label} to={to} className="dashboard-tile">
            <Icon />
            <span>{label}</span>
          </PreloadLink>
        ) : (
          <div key={label} className="dashboard-tile dashboard-tile--disabled" aria-disabled="true">
            <Icon />
            <span>{label}</span>
          </div>
        ),
      )}
    </nav>
  );
}
