// The browser side of loading remotes: registers each remote of remotes.json (overrides applied) with
// the Module Federation runtime, checks it against this shell (compatFiles.ts) before its entry runs,
// then loads "<name>/module" or only preloads its files. remotes.json is read again when a navigation
// enters a remote (entryChanged) and after a ChunkLoadError, so an open tab follows a release or a
// rollback without a full reload (issue #23).
import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@vet/shared-ui/boot';
import type { RemotesManifest } from './remotesManifest';
import type { CompatibilityCheck } from './compatFiles';
import { shellFederationPlugin } from './federationPlugin';
import { isChunkLoadError } from './chunkLoadError';

export interface FederationLoader {
  load(name: RemoteName): Promise<unknown>;
  preload(name: RemoteName): Promise<void>;
  /** Reads remotes.json afresh; true when it now names another build of `name` than the one last
   *  loaded, which the next load() then fetches. */
  entryChanged(name: RemoteName): Promise<boolean>;
  /** The loaded build of `name` is broken (a chunk of it is gone): the next load() registers the
   *  remote anew, with the entry remotes.json names then. */
  forget(name: RemoteName): void;
}

export interface FederationLoaderOptions {
  /** remotes.json afresh (not the copy read at start-up). Without it, the first read is kept. */
  refreshManifest?: () => Promise<RemotesManifest>;
  /** Throws «Módulo no compatible» for a build this shell cannot run; none by default. */
  checkCompatibility?: CompatibilityCheck;
}

interface SharedEntry {
  from?: string;
  loaded?: boolean;
  loading?: Promise<unknown> | null;
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>;

/** Whether a promise has already failed (checked a task later, once its handlers have run). */
async function hasFailed(promise: Promise<unknown>): Promise<boolean> {
  const settled = promise.then(
    () => false,
    () => true,
  );
  const later = new Promise<false>((resolve) => setTimeout(() => resolve(false), 0));
  return Promise.race([settled, later]);
}

// What the previous build of a remote leaves behind that another build would take for its own:
// - its bundler runtime's global list of loaded chunks (output.uniqueName), whose ids the new build
//   reuses with other content;
// - a shared module whose loading for it failed (its chunk gone): the runtime keeps that failed
//   loading for good, and the new build would wait on it. Dropped, the new build registers its own.
async function forgetOldBuild(name: RemoteName): Promise<void> {
  const global = globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes } } & Record<string, unknown>;
  delete global[`rspackChunk${name.replace(/\W/g, '_')}`];
  const checks: Promise<void>[] = [];
  for (const scopes of Object.values(global.__FEDERATION__?.__SHARE__ ?? {})) {
    for (const packages of Object.values(scopes ?? {})) {
      for (const versions of Object.values(packages ?? {})) {
        for (const [version, entry] of Object.entries(versions ?? {})) {
          const { loading } = entry ?? {};
          if (entry?.from !== name || entry.loaded || !loading) continue;
          checks.push(
            hasFailed(loading).then((failed) => {
              if (failed && versions[version] === entry) delete versions[version];
            }),
          );
        }
      }
    }
  }
  await Promise.all(checks);
}

let pluginRegistered = false;

export function createFederationLoader(
  readManifest: () => Promise<RemotesManifest>,
  { refreshManifest, checkCompatibility = async () => {} }: FederationLoaderOptions = {},
): FederationLoader {
  if (!pluginRegistered) {
    registerPlugins([shellFederationPlugin()]);
    pluginRegistered = true;
  }
  let reading: Promise<RemotesManifest> | null = null;
  /** The manifest URL registered with the runtime, per remote. */
  const registered = new Map<RemoteName, string>();
  /** The manifest URL the last load() used, per remote. */
  const loaded = new Map<RemoteName, string>();
  const failed = new Set<RemoteName>();
  const preloaded = new Set<RemoteName>();

  function remotesJson(): Promise<RemotesManifest> {
    if (!reading) {
      const attempt = readManifest();
      // A failed read is not kept: the next load reads remotes.json again.
      attempt.catch(() => {
        if (reading === attempt) reading = null;
      });
      reading = attempt;
    }
    return reading;
  }

  async function refresh(): Promise<void> {
    if (!refreshManifest) return;
    const fresh = refreshManifest();
    await fresh;
    reading = fresh;
  }

  async function entryOf(name: RemoteName): Promise<string> {
    const entry = (await remotesJson())[name];
    if (!entry) throw new Error(`remotes.json no declara el módulo "${name}"`);
    const before = registered.get(name);
    if (before !== entry) {
      // Another build (a release or a rollback since): force replaces the old one in the runtime.
      if (before === undefined) {
        registerRemotes([{ name, entry }]);
      } else {
        await forgetOldBuild(name);
        registerRemotes([{ name, entry }], { force: true });
        failed.delete(name);
      }
      registered.set(name, entry);
    } else if (failed.delete(name)) {
      // The runtime caches a failed manifest or entry; registering again with force clears that,
      // so a retry fetches the remote afresh. Its files may have changed under the old entry (a
      // ChunkLoadError after a rebuild): the old chunks go too.
      await forgetOldBuild(name);
      registerRemotes([{ name, entry }], { force: true });
    }
    return entry;
  }

  async function loadEntry(name: RemoteName): Promise<unknown> {
    const entry = await entryOf(name);
    loaded.set(name, entry);
    await checkCompatibility(name, entry);
    try {
      const module = await loadRemote<unknown>(`${name}/module`);
      if (!module) throw new Error(`El módulo "${name}" no respondió`);
      return module;
    } catch (error) {
      failed.add(name);
      throw error;
    }
  }

  return {
    async load(name) {
      try {
        return await loadEntry(name);
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        // Its files changed under it (a rebuild, a release removed): once more, with what remotes.json
        // names now.
        await refresh();
        return loadEntry(name);
      }
    },
    // Fetches the manifest, the entry and the module's files without running the module, once per
    // remote. A failure is only remembered so that the real load starts afresh.
    async preload(name) {
      if (preloaded.has(name)) return;
      preloaded.add(name);
      try {
        const entry = await entryOf(name);
        await Promise.all([
          checkCompatibility(name, entry),
          preloadRemote([{ nameOrAlias: name, exposes: ['./module'] }]),
        ]);
      } catch (error) {
        preloaded.delete(name);
        failed.add(name);
        throw error;
      }
    },
    forget(name) {
      if (registered.has(name)) failed.add(name);
      preloaded.delete(name);
    },
    async entryChanged(name) {
      const last = loaded.get(name);
      if (last === undefined || !refreshManifest) return false;
      await refresh();
      return (await remotesJson())[name] !== last;
    },
  };
}
