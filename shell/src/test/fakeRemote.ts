// Test helpers: remotes as plain objects, and a loader that serves them (or fails like a remote
// that is down).
import type { RouteObject } from 'react-router-dom';
import {
  REMOTE_CONTRACT_VERSION,
  type DashboardWidget,
  type RemoteHost,
  type RemoteModule,
  type RemoteName,
} from '@vet/shared-ui';
import type { RemoteModuleLoader } from '../federation/remoteRegistry';

export function fakeRemote(
  name: RemoteName,
  routes: Record<string, RouteObject[]>,
  extra: {
    widgets?: DashboardWidget[];
    register?: (host: RemoteHost) => void;
    contractVersion?: number;
  } = {},
): RemoteModule {
  return {
    contractVersion: extra.contractVersion ?? REMOTE_CONTRACT_VERSION,
    name,
    routes,
    widgets: extra.widgets,
    register: extra.register ?? (() => {}),
  };
}

/** Serves the given remotes as `{ default: module }` (what the federation runtime returns); a
 *  remote given as an Error, or missing, fails to load like one that is down. */
export function fakeLoader(
  remotes: Partial<Record<RemoteName, RemoteModule | Error>>,
): jest.MockedFunction<RemoteModuleLoader> {
  return jest.fn(async (name: RemoteName) => {
    const remote = remotes[name];
    if (!remote) throw new Error(`Failed to fetch /remotes/${name}/mf-manifest.json`);
    if (remote instanceof Error) throw remote;
    return { default: remote };
  });
}
