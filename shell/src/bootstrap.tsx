// The real start-up (after the async boundary of index.ts): one store, the federation-backed
// remote registry, the browser router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from './store/makeStore';
import { createRemoteRegistry } from './federation/remoteRegistry';
import { createFederationLoader } from './federation/federationLoader';
import { AppProviders } from './app/AppProviders';
import { buildRoutes } from './app/routes';

const { store, host } = makeStore();
const registry = createRemoteRegistry({ loadModule: createFederationLoader(), host });
const router = createBrowserRouter(buildRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store} registry={registry}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
