// The real start-up (after the async boundary of index.ts), given the federation side that index.ts
// started (remotes.json, the loader): one store, the federation-backed remote registry, the browser
// router, the first screen warmed up.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from './store/makeStore';
import { createRemoteRegistry } from './federation/remoteRegistry';
import type { FederationStartup } from './federation/startup';
import { AppProviders } from './app/AppProviders';
import { buildRoutes } from './app/routes';
import { warmUpFirstScreen } from './app/warmUp';
import { dropCachesAfterRestore } from './app/dropCachesAfterRestore';

export function startApp({ remotesSource, loader }: FederationStartup): void {
  const { store, host } = makeStore();
  const registry = createRemoteRegistry({
    loadModule: loader.load,
    preloadModule: loader.preload,
    entryChanged: loader.entryChanged,
    forgetBuild: loader.forget,
    host,
  });
  const router = createBrowserRouter(buildRoutes());
  warmUpFirstScreen(store, registry, window.location.pathname);
  dropCachesAfterRestore(router, host);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} registry={registry} remotesSource={remotesSource}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
