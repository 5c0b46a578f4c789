// The shell's one route table, built from remotes.json's placements once it has been read: every
// remote mount is known before the remote loads (a remote that is down still gets its fallback on its
// URLs), and a remote the shell has never heard of joins with an entry in that file.
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { UnderConstruction, type MountPoint } from '@vet/shared-ui';
import { RemoteMount } from '../federation/RemoteMount';
import type { Placements } from '../federation/placement';
import { openPlaceholders } from '../layout/navigation';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { DashboardPage, SignedInOnly } from './SignedInOnly';
import { RoleGate } from './RoleGate';

function mountRoutes(placements: Placements, area: MountPoint['area'], prefix: string): RouteObject[] {
  return Object.entries(placements).flatMap(([remote, { mounts }]) =>
    mounts
      .filter((mount) => mount.area === area)
      .map((mount) => {
        // Keyed: without it React reuses the previous mount's Suspense boundary, and inside the
        // router's transition a remote that is still loading would leave the old page on screen.
        const key = `${remote}:${mount.path}`;
        const screens = <RemoteMount key={key} remote={remote} mount={mount} />;
        return {
          path: `${prefix}${mount.path}/*`,
          // A mount that names a permission opens for the roles that have it (the server refuses one on
          // an "auth" mount, where there is no session).
          element: mount.permission ? (
            <RoleGate key={key} permission={mount.permission}>
              {screens}
            </RoleGate>
          ) : (
            screens
          ),
        };
      }),
  );
}

export function buildRoutes(placements: Placements): RouteObject[] {
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
        ...mountRoutes(placements, 'auth', '/'),
        {
          path: '/',
          // Without a session: the login screen, without fetching the layout's code.
          element: <SignedInOnly />,
          children: [
            { index: true, element: <DashboardPage /> },
            ...mountRoutes(placements, 'main', ''),
            ...openPlaceholders(placements).map(({ to, label }) => ({
              path: to.slice(1),
              element: <UnderConstruction title={label} />,
            })),
            // "/404" and every unknown URL.
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
