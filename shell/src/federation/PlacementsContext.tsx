// remotes.json's placements for the screens that place remotes: the sidebar, the tiles, the bottom bar
// and the dashboard's slots. Read once at start-up, like the route table built from them (bootstrap.tsx).
import { createContext, useContext, type ReactNode } from 'react';
import type { Placements } from './placement';

const PlacementsContext = createContext<Placements | null>(null);

export function PlacementsProvider({
  placements,
  children,
}: {
  placements: Placements;
  children: ReactNode;
}) {
  return <PlacementsContext.Provider value={placements}>{children}</PlacementsContext.Provider>;
}

export function usePlacements(): Placements {
  const placements = useContext(PlacementsContext);
  if (!placements) throw new Error('usePlacements necesita <PlacementsProvider>');
  return placements;
}
