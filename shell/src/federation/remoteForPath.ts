// Which remote a shell URL opens, ranked exactly as the router ranks the mounts (so
// "/owners/o1/patients" is the patients remote, not owners). Used to preload before a click.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { REMOTE_MOUNTS, REMOTE_NAMES, type RemoteName } from '@vet/shared-ui';

type MountRoute = RouteObject & { remote: RemoteName };

const MOUNT_ROUTES: MountRoute[] = REMOTE_NAMES.flatMap((remote) =>
  REMOTE_MOUNTS[remote].map((mount) => ({ path: `/${mount.path}/*`, remote })),
);

export function remoteForPath(path: string): RemoteName | null {
  const pathname = path.split(/[?#]/)[0] || '/';
  const matches = matchRoutes(MOUNT_ROUTES, pathname);
  return matches?.[0]?.route.remote ?? null;
}
