// A signed-in visit needs the session, the main layout, the page's remote (on "/", the dashboard and
// the remotes of its counters). Started here, at start-up, they load side by side while React renders, instead of each
// waiting for the one before it (layout chunk → session → remote → page).
import { getToken, sessionApi } from '@vet/shared-ui';
import type { AppStore } from '../store/makeStore';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import { mountForPath } from '../federation/remoteForPath';
import { firstScreenRemotes } from '../federation/startup';
import type { Placements } from '../federation/placement';
import { loadDashboard, loadProtectedLayout } from './lazyScreens';

export function warmUpFirstScreen(
  store: AppStore,
  registry: RemoteRegistry,
  pathname: string,
  placements: Placements,
): void {
  const token = getToken();
  // Without a session the login screen shows: nothing of the main layout is needed.
  if (!token) return;
  // Not subscribed: the layout's own query takes over this request (or its answer) when it mounts.
  store.dispatch(sessionApi.endpoints.getCurrentUser.initiate(token, { subscribe: false }));
  // The remotes whose files start-up already fetched (federation/startup.ts): now they run.
  // A failed load is kept by the registry and shown by the page's own fallback, with Reintentar.
  firstScreenRemotes(pathname, true, placements).forEach((name) => registry.load(name).catch(() => {}));
  // The sign-in screens have no main layout.
  if (mountForPath(pathname, placements)?.mount.area === 'auth') return;
  void loadProtectedLayout().catch(() => {});
  if (pathname === '/') void loadDashboard().catch(() => {});
}
