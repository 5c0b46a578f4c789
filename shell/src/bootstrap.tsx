// The real start-up (after the async boundary of index.ts): the tester's override parameters taken
// from the address, remotes.json read at once (the override banner and notices need it on every
// page), one store, the federation-backed remote registry, the browser router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from './store/makeStore';
import { createRemoteRegistry } from './federation/remoteRegistry';
import { createFederationLoader } from './federation/federationLoader';
import { createRemotesSource } from './federation/remotesSource';
import { captureOverrideParams } from './federation/overrides/captureOverrideParams';
import { notifyRefusedOverride } from './federation/overrides/notifyRefusedOverride';
import { AppProviders } from './app/AppProviders';
import { buildRoutes } from './app/routes';
import { warmUpFirstScreen } from './app/warmUp';
import { dropCachesAfterRestore } from './app/dropCachesAfterRestore';

// Before the router reads the address: it must not see "?remote-…".
captureOverrideParams();
const remotesSource = createRemotesSource({ onRefused: notifyRefusedOverride });
// A failed read is retried by the first remote that loads; nothing to report here.
remotesSource.read().catch(() => {});

const { store, host } = makeStore();
const loader = createFederationLoader(async () => (await remotesSource.read()).remotes);
const registry = createRemoteRegistry({ loadModule: loader.load, preloadModule: loader.preload, host });
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
