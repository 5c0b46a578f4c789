// The shell's one route table. Every remote mount comes from REMOTE_MOUNTS, so the shell knows a
// remote's URLs before loading it (a remote that is down still gets its fallback on its URLs).
import type { RouteObject } from 'react-router-dom';
import {
  REMOTE_MOUNTS,
  REMOTE_NAMES,
  UnderConstruction,
  type MountPoint,
  type RemoteName,
} from '@vet/shared-ui';
import { RemoteMount } from '../federation/RemoteMount';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { loadDashboard, loadProtectedLayout } from './lazyScreens';

// The main layout and the dashboard load on first use: the login screen (no layout) then fetches
// neither their code nor the antd components only they need.
const protectedLayout = () => loadProtectedLayout().then((module) => ({ Component: module.ProtectedLayout }));
const dashboard = () => loadDashboard().then((module) => ({ Component: module.DashboardPage }));

function mountRoutes(area: MountPoint['area'], prefix: string): RouteObject[] {
  return REMOTE_NAMES.flatMap((remote: RemoteName) =>
    REMOTE_MOUNTS[remote]
      .filter((mount) => mount.area === area)
      .map((mount) => ({
        path: `${prefix}${mount.path}/*`,
        // Keyed: without it React reuses the previous mount's Suspense boundary, and inside the
        // router's transition a remote that is still loading would leave the old page on screen.
        element: <RemoteMount key={`${remote}:${mount.path}`} remote={remote} mount={mount.path} />,
      })),
  );
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        // The auth screens have no main layout.
        ...mountRoutes('auth', '/'),
        {
          path: '/',
          lazy: protectedLayout,
          children: [
            { index: true, lazy: dashboard },
            ...mountRoutes('main', ''),
            { path: 'medical-history', element: <UnderConstruction title="Consulta" /> },
            { path: 'reports', element: <UnderConstruction title="Reportes" /> },
            { path: 'notifications', element: <UnderConstruction title="Notificaciones" /> },
            // "/404" and every unknown URL.
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
