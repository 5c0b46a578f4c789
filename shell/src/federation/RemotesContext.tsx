// Gives RemoteMount and the dashboard the registry to load remotes from (a fake one in tests).
import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteRegistry } from './remoteRegistry';

const RemotesContext = createContext<RemoteRegistry | null>(null);

export function RemotesProvider({ registry, children }: { registry: RemoteRegistry; children: ReactNode }) {
  return <RemotesContext.Provider value={registry}>{children}</RemotesContext.Provider>;
}

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemotesContext);
  if (!registry) throw new Error('useRemoteRegistry necesita <RemotesProvider>');
  return registry;
}
