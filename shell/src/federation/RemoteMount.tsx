// One remote's routes at one of its mount points (remotes.json's mounts), e.g. the owners remote at
// /owners/*. The routes are descendant routes of the shell's single router. Entering the mount
// checks remotes.json again: a remote released or rolled back since shows its new build (issue #23).
// A ChunkLoadError while it renders (its files changed under the open tab) reloads it once.
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { MountPoint, RemoteName } from '@vet/shared-ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';
import { useRemoteModule } from './useRemoteModule';
import { useRemoteRegistry } from './RemotesContext';
import { isChunkLoadError } from './chunkLoadError';
import { causesOf } from './loadTimeout';
import { NotFoundPage } from '../pages/NotFoundPage';

function MountedRoutes({ routes }: { routes: RouteObject[] }) {
  // A URL under the mount that the remote does not define is a 404, not a blank page.
  return useRoutes(routes) ?? <NotFoundPage />;
}

function RemoteRoutes({ remote, mount }: { remote: RemoteName; mount: string }) {
  const mod = useRemoteModule(remote);
  return <MountedRoutes routes={mod.routes[mount] ?? []} />;
}

/** Loads the remote afresh (remotes.json read again) once, in place of its fallback; the registry's
 *  new generation then remounts the area with the new build. */
function ReloadOnce({ remote, onDone }: { remote: RemoteName; onDone: () => void }) {
  const registry = useRemoteRegistry();
  useEffect(() => {
    void registry.reload(remote).finally(onDone);
    // Once per failure: onDone changes on every render of the parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registry, remote]);
  return <RemoteLoading remote={remote} />;
}

export function RemoteMount({ remote, mount }: { remote: RemoteName; mount: MountPoint }) {
  const { pathname } = useLocation();
  const registry = useRemoteRegistry();
  // A new key remounts the boundary and its children, after the failed load is forgotten.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    registry.retry(remote);
    setAttempt((n) => n + 1);
  };
  // A chunk of the loaded build is gone (a rebuild or a release removed it under an open tab): one
  // automatic reload of the remote, then the fallback, whose «Reintentar» reloads it again.
  const [chunkReloaded, setChunkReloaded] = useState(false);
  const reload = () => void registry.reload(remote);
  // Bumped when revalidate() drops the build this tab had: the new key loads the new one.
  const generation = useSyncExternalStore(registry.subscribe, () => registry.generation(remote));
  useEffect(() => {
    void registry.revalidate(remote);
  }, [registry, remote]);
  const insideLayout = mount.area === 'main';
  return (
    <RemoteErrorBoundary
      key={`${attempt}:${generation}`}
      resetKey={pathname}
      fallback={(error) => {
        const chunkGone = causesOf(error).some(isChunkLoadError);
        if (chunkGone && !chunkReloaded) {
          return <ReloadOnce remote={remote} onDone={() => setChunkReloaded(true)} />;
        }
        return (
          <RemoteFallback
            remote={remote}
            error={error}
            onRetry={chunkGone ? reload : retry}
            insideLayout={insideLayout}
          />
        );
      }}
    >
      <Suspense fallback={<RemoteLoading remote={remote} />}>
        <RemoteRoutes remote={remote} mount={mount.path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
