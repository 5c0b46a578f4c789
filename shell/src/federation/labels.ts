// The modules' names for a vet («No se pudo cargar el módulo de Propietarios»), from remotes.json's
// placements: kept here when remotes.json is read (remotesSource.ts), so that code outside React (the
// registry's errors, the override notices) names a remote the way the screens do.
import type { RemoteName } from '@vet/shared-ui/boot';
import { labelOf, type Placements } from './placement';

let current: Placements = {};

export function rememberPlacements(placements: Placements): void {
  current = placements;
}

export function remoteLabel(name: RemoteName): string {
  return labelOf(current, name);
}
