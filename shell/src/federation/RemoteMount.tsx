// One remote's routes at one of its mount points (REMOTE_MOUNTS), e.g. the owners remote at
// /owners/*. The routes are descendant routes of the shell's single router.
import { Suspense, useState } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteName } from '@vet/shared-ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';
import { useRemoteModule } from './useRemoteModule';
import { useRemoteRegistry } from './RemotesContext';
import { NotFoundPage } from '../pages/NotFoundPage';

function MountedRoutes({ routes }: { routes: RouteObject[] }) {
  // A URL under the mount that the remote does not define is a 404, not a blank page.
  return useRoutes(routes) ?? <NotFoundPage />;
}

function RemoteRoutes({ remote, mount }: { remote: RemoteName; mount: string }) {
  const mod = useRemoteModule(remote);
  return <MountedRoutes routes={mod.routes[mount] ?? []} />;
}

export function RemoteMount({ remote, mount }: { remote: RemoteName; mount: string }) {
  const { pathname } = useLocation();
  const registry = useRemoteRegistry();
  // A new key remounts the boundary and its children, after the failed load is forgotten.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    registry.retry(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={pathname}
      fallback={(error) => <RemoteFallback remote={remote} error={error} onRetry={retry} />}
    >
      <Suspense fallback={<RemoteLoading remote={remote} />}>
        <RemoteRoutes remote={remote} mount={mount} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
