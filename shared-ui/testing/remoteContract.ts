// Checks a remote's exposed module against the shell's contract (used by every remote's tests). Its
// mount points are the ones the development environment file declares for it (remotes.json's shape:
// README «Releases»), so a remote and the file that places it cannot drift apart.
import { REMOTE_CONTRACT_VERSION, type RemoteModule, type RemoteName } from '../src/contract/remote';
import localEnvironment from '../../shell/environments/local.json';

function declaredMounts(name: RemoteName): string[] {
  const entry = (localEnvironment.remotes as Record<string, { mounts?: { path: string }[] }>)[name];
  if (!entry) throw new Error(`shell/environments/local.json no declara el remoto "${name}"`);
  return (entry.mounts ?? []).map((mount) => mount.path);
}

export function expectRemoteModule(mod: RemoteModule, name: RemoteName): void {
  expect(mod.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
  expect(mod.name).toBe(name);
  // Routes only under the mount points remotes.json declares for this remote, and every mount served.
  const mounts = declaredMounts(name).sort();
  expect(Object.keys(mod.routes).sort()).toEqual(mounts);
  for (const routes of Object.values(mod.routes)) {
    expect(Array.isArray(routes) && routes.length > 0).toBe(true);
    for (const route of routes ?? []) {
      // Relative paths: a remote never claims URLs outside its mount.
      if (route.path) expect(route.path.startsWith('/')).toBe(false);
    }
  }
  // register() hands the shell an RTK Query API and its middleware.
  const injected: unknown[] = [];
  const middleware: unknown[] = [];
  mod.register({ injectSlice: (slice) => injected.push(slice), addMiddleware: (mw) => middleware.push(mw) });
  expect(injected).toHaveLength(1);
  expect(injected[0]).toHaveProperty('reducerPath');
  expect(middleware).toHaveLength(1);
  expect(typeof middleware[0]).toBe('function');
  for (const widget of mod.widgets ?? []) {
    expect(typeof widget.id).toBe('string');
    expect(typeof widget.order).toBe('number');
  }
}
