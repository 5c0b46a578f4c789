// The browser side of loading remotes: registers the remotes of remotes.json (overrides applied)
// with the Module Federation runtime, once, then loads "<name>/module" or only preloads its files.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@vet/shared-ui';
import type { RemoteModuleLoader, RemotePreloader } from './remoteRegistry';
import { fetchRemotesConfig, type RemotesManifest } from './remotesManifest';

export interface FederationLoader {
  load: RemoteModuleLoader;
  preload: RemotePreloader;
}

const readRemotesJson = async (): Promise<RemotesManifest> => (await fetchRemotesConfig()).remotes;

export function createFederationLoader(
  readManifest: () => Promise<RemotesManifest> = readRemotesJson,
): FederationLoader {
  let registered: Promise<RemotesManifest> | null = null;
  const failed = new Set<RemoteName>();
  const preloaded = new Set<RemoteName>();

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

  async function entryOf(name: RemoteName): Promise<string> {
    const entry = (await ensureRegistered())[name];
    if (!entry) throw new Error(`remotes.json no declara el módulo "${name}"`);
    // The runtime caches a failed manifest or entry; registering again with force clears that,
    // so a retry fetches the remote afresh.
    if (failed.delete(name)) registerRemotes([{ name, entry }], { force: true });
    return entry;
  }

  return {
    async load(name) {
      await entryOf(name);
      try {
        const loaded = await loadRemote<unknown>(`${name}/module`);
        if (!loaded) throw new Error(`El módulo "${name}" no respondió`);
        return loaded;
      } catch (error) {
        failed.add(name);
        throw error;
      }
    },
    // Fetches the manifest, the entry and the module's files without running the module, once per
    // remote. A failure is only remembered so that the real load starts afresh.
    async preload(name) {
      if (preloaded.has(name)) return;
      preloaded.add(name);
      try {
        await entryOf(name);
        await preloadRemote([{ nameOrAlias: name, exposes: ['./module'] }]);
      } catch (error) {
        preloaded.delete(name);
        failed.add(name);
        throw error;
      }
    },
  };
}
