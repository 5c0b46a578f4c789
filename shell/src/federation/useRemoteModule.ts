import { use } from 'react';
import type { RemoteModule, RemoteName } from '@vet/shared-ui';
import { useRemoteRegistry } from './RemotesContext';

/** Suspends until the remote is loaded and registered; throws its load error to the nearest
 *  error boundary. The registry caches the promise, as React's use() requires. */
export function useRemoteModule(name: RemoteName): RemoteModule {
  return use(useRemoteRegistry().load(name));
}
