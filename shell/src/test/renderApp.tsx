// Renders the whole shell as the browser would, at a URL, with a fresh store and a fake remote
// loader instead of the federation runtime.
import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RemoteName } from '@vet/shared-ui';
import { makeStore } from '../store/makeStore';
import {
  createRemoteRegistry,
  type RemoteModuleLoader,
  type RemotePreloader,
} from '../federation/remoteRegistry';
import type { RemotesSource } from '../federation/remotesSource';
import { AppProviders } from '../app/AppProviders';
import { buildRoutes } from '../app/routes';
import type { Placements } from '../federation/placement';
import { rememberProductPlacements } from './placements';

// Async on purpose: the router navigates inside React transitions, and a transition that suspends
// (a remote loading) inside an act() scope only finishes when that act() is awaited.
export async function renderApp({
  path = '/',
  loadModule,
  preloadModule,
  remotesSource,
  entryChanged,
  placements = rememberProductPlacements(),
}: {
  path?: string;
  /** remotes.json's placements (default: shell/environments/local.json's). */
  placements?: Placements;
  loadModule: RemoteModuleLoader;
  /** The loader's check of remotes.json on entering a remote (none: never changes). */
  entryChanged?: (name: RemoteName) => Promise<boolean>;
  preloadModule?: RemotePreloader;
  remotesSource?: RemotesSource;
}) {
  const { store, host } = makeStore();
  // Failures are reported to the console only (the server's log is not part of these tests).
  const registry = createRemoteRegistry({
    loadModule,
    preloadModule,
    entryChanged,
    host,
    backoffMs: 0,
    onFailure: (error) => console.error(error),
  });
  const router = createMemoryRouter(buildRoutes(placements), { initialEntries: [path] });
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <AppProviders store={store} registry={registry} placements={placements} remotesSource={remotesSource}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return { ...view, store, host, router };
}
