// The federation side of start-up, run by index.ts before the app's own chunks are even fetched: the
// tester's override parameters taken from the address, remotes.json read, and the first screen's
// remote files (manifest, entry, module) preloaded, so they download while the shell's own code loads
// and runs. They used to be asked for only once the whole app had run (a chain of three requests
// after it, issue #9). Nothing shared is imported here (only the bundled '@vet/shared-ui/boot'): the
// shared modules are negotiated after this runs.
import { getToken, type RemoteName } from '@vet/shared-ui/boot';
import { paths } from '@vet/shared-ui/contract';
import { createFederationLoader, type FederationLoader } from './federationLoader';
import { createRemotesSource, type RemotesSource } from './remotesSource';
import { createCompatibilityCheck } from './compatFiles';
import { captureOverrideParams } from './overrides/captureOverrideParams';
import type { RefusedOverride } from './overrides/overrideAllowlist';
import { remoteForPath } from './remoteForPath';
import { widgetRemotes, type Placements } from './placement';

/** Where a visit without a session lands (SignedInOnly.tsx). */
export const LOGIN_PATH = paths.login;

export interface FederationStartup {
  remotesSource: RemotesSource;
  loader: FederationLoader;
}

/** The remotes the first screen shows: without a session every address ends on the login screen
 *  (the remote mounted at /auth/login); on "/" the dashboard's widgets. */
export function firstScreenRemotes(
  pathname: string,
  signedIn: boolean,
  placements: Placements,
): readonly RemoteName[] {
  const path = signedIn ? pathname : LOGIN_PATH;
  if (path === '/') return widgetRemotes(placements);
  const remote = remoteForPath(path, placements);
  return remote ? [remote] : [];
}

// The toast lives in the shared shared-ui, loaded later: the notice loads with it.
const notifyRefused = (refused: RefusedOverride): void => {
  void import('./overrides/notifyRefusedOverride').then(({ notifyRefusedOverride }) =>
    notifyRefusedOverride(refused),
  );
};

export function startFederation({
  win = window,
  createLoader = createFederationLoader,
  onRefused = notifyRefused,
}: {
  win?: Window;
  createLoader?: typeof createFederationLoader;
  onRefused?: (refused: RefusedOverride) => void;
} = {}): FederationStartup {
  // Before the router reads the address: it must not see "?remote-…".
  captureOverrideParams(win);
  const remotesSource = createRemotesSource({ onRefused });
  // /provides.json and each remote's requires.json, read when a remote is first preloaded or loaded.
  const checkCompatibility = createCompatibilityCheck({ origin: win.location.origin });
  const loader = createLoader(async () => (await remotesSource.read()).remotes, {
    refreshManifest: async () => (await remotesSource.refresh()).remotes,
    checkCompatibility,
  });
  // Only fetched here; the page's own load (warmUp.ts) runs them. A failure shows there, with Reintentar.
  // Which remotes those are is remotes.json's to say: its answer comes before any remote's anyway.
  const { pathname } = win.location;
  const signedIn = getToken() !== null;
  remotesSource
    .read()
    .then(({ placements }) => {
      firstScreenRemotes(pathname, signedIn, placements).forEach((name) => {
        loader.preload(name).catch(() => {});
      });
    })
    .catch(() => {});
  return { remotesSource, loader };
}
