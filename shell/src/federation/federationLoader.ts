// The browser's RemoteModuleLoader: registers the remotes of remotes.json with the Module
// Federation runtime (once), then loads "<name>/module".
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@vet/shared-ui';
import type { RemoteModuleLoader } from './remoteRegistry';
import { fetchRemotesManifest, type RemotesManifest } from './remotesManifest';

export function createFederationLoader(
  readManifest: () => Promise<RemotesManifest> = fetchRemotesManifest,
): RemoteModuleLoader {
  let registered: Promise<RemotesManifest> | null = null;
  const failed = new Set<RemoteName>();

  function ensureRegistered(): Promise<RemotesManifest> {
    if (!registered) {
      const attempt = readManifest().then((manifest) => {
        registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry: entry as string })));
        return manifest;
      });
      // A failed read is not kept: the next load reads remotes.json again.
      attempt.catch(() => {
        if (registered === attempt) registered = null;
      });
      registered = attempt;
    }
    return registered;
  }

  return async (name) => {
    const manifest = await ensureRegistered();
    const entry = manifest[name];
    if (!entry) throw new Error(`remotes.json no declara el módulo "${name}"`);
    // The runtime caches a failed manifest or entry; registering again with force clears that,
    // so a retry fetches the remote afresh.
    if (failed.delete(name)) registerRemotes([{ name, entry }], { force: true });
    try {
      const loaded = await loadRemote<unknown>(`${name}/module`);
      if (!loaded) throw new Error(`El módulo "${name}" no respondió`);
      return loaded;
    } catch (error) {
      failed.add(name);
      throw error;
    }
  };
}
