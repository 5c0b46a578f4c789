// The shell's one route table. Every remote mount comes from REMOTE_MOUNTS, so the shell knows a
// remote's URLs before loading it (a remote that is down still gets its fallback on its URLs).
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
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
import { DashboardPage, SignedInOnly } from './SignedInOnly';

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
      // Where the layout and the dashboard wait for their code (SignedInOnly.tsx): mounted once, so a
      // navigation (a transition) keeps the current screen until it arrives instead of a blank one.
      element: (
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      ),
      children: [
        // The auth screens have no main layout.
        ...mountRoutes('auth', '/'),
        {
          path: '/',
          // Without a session: the login screen, without fetching the layout's code.
          element: <SignedInOnly />,
          children: [
            { index: true, element: <DashboardPage /> },
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
