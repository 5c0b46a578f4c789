// The real start-up (after the async boundary of index.ts), given the federation side that index.ts
// started (remotes.json, the loader): one store, the federation-backed remote registry, then, once
// remotes.json has said where each remote goes, the browser router built from it and the first screen
// warmed up. Without remotes.json nothing can be placed: a Spanish notice with «Reintentar».
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from './store/makeStore';
import { createRemoteRegistry } from './federation/remoteRegistry';
import type { FederationStartup } from './federation/startup';
import type { Placements } from './federation/placement';
import { AppProviders } from './app/AppProviders';
import { buildRoutes } from './app/routes';
import { warmUpFirstScreen } from './app/warmUp';
import { dropCachesAfterRestore } from './app/dropCachesAfterRestore';
import { StartupError } from './app/StartupError';
import { watchAccessibleNames } from './app/accessibleNames';
import { takeOverPrerendered } from './app/prerendered';

export function startApp({ remotesSource, loader }: FederationStartup): void {
  const { store, host } = makeStore();
  const registry = createRemoteRegistry({
    loadModule: loader.load,
    preloadModule: loader.preload,
    entryChanged: loader.entryChanged,
    forgetBuild: loader.forget,
    host,
  });
  // A prerendered copy of the screen (issue 29) stays until the real one is ready; #root hidden till then.
  takeOverPrerendered();
  const root = createRoot(document.getElementById('root')!);
  // Spanish names where antd leaves English ones (its icons, a number field's step handles).
  watchAccessibleNames();

  function showApp(placements: Placements): void {
    const router = createBrowserRouter(buildRoutes(placements));
    warmUpFirstScreen(store, registry, window.location.pathname, placements);
    dropCachesAfterRestore(router, host);
    root.render(
      <StrictMode>
        <AppProviders store={store} registry={registry} placements={placements} remotesSource={remotesSource}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  }

  function showError(error: unknown): void {
    root.render(
      <StrictMode>
        <AppProviders store={store} registry={registry} placements={{}}>
          <StartupError error={error} onRetry={start} />
        </AppProviders>
      </StrictMode>,
    );
  }

  // The read index.ts started is usually answered by now; a failed one is fetched again.
  function start(): Promise<void> {
    return remotesSource.read().then(({ placements }) => showApp(placements), showError);
  }
  void start();
}
