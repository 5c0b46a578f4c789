// Loads each remote once: a few retries with a short backoff, the contract check, then
// register(host) exactly once per build. A failed load stays cached (React's use() re-reads the same
// promise to get its error) until retry() forgets it, so "Reintentar" really tries again.
// preload() only warms the browser's cache ahead of a click and can never fail where a user sees.
// revalidate(), on each navigation into a remote, drops it when remotes.json names another build now
// (a release or a rollback), so an open tab shows that build without a reload (issue #23).
import type { RemoteModule, RemoteName, RemoteHost } from '@vet/shared-ui';
import { RemoteLoadError } from './RemoteLoadError';
import { toRemoteModule } from './toRemoteModule';
import { remoteLabel } from './labels';
import { isLoadTimeout } from './loadTimeout';
import { isChunkLoadError } from './chunkLoadError';
import { reportRemoteFailure } from './reportRemoteFailure';
import { runtimeIncompatibility } from './runtimeIncompatibility';

/** Fetches what a remote exposes (the federation runtime in the browser, a fake in tests). */
export type RemoteModuleLoader = (name: RemoteName) => Promise<unknown>;

/** Fetches a remote's files without running it (the federation runtime's preloadRemote). */
export type RemotePreloader = (name: RemoteName) => Promise<void>;

/** The shell's host can hand each remote its own view, so that a new build of a remote replaces its
 *  slices and middleware instead of clashing with them (store/remoteHost.ts). */
export type RegistryHost = RemoteHost & { forRemote?(name: RemoteName): RemoteHost };

export interface RemoteRegistry {
  load(name: RemoteName): Promise<RemoteModule>;
  /** Forgets a failed load, so that the next load() fetches the remote again. */
  retry(name: RemoteName): void;
  /** Starts fetching a remote the user is about to open; silent, and a no-op once it is loading. */
  preload(name: RemoteName): void;
  /** Checks remotes.json again; when it names another build of the remote, forgets the loaded one
   *  and tells subscribers, whose next load() fetches the new build. */
  revalidate(name: RemoteName): Promise<void>;
  /** Drops the loaded build whatever remotes.json says (a chunk of it is gone: a ChunkLoadError while
   *  it rendered), after reading remotes.json again; subscribers then load it afresh. */
  reload(name: RemoteName): Promise<void>;
  /** Changes each time revalidate() or reload() drops a remote's build. */
  generation(name: RemoteName): number;
  subscribe(listener: () => void): () => void;
}

export interface RemoteRegistryOptions {
  loadModule: RemoteModuleLoader;
  preloadModule?: RemotePreloader;
  /** Whether remotes.json now names another build than the one loaded (federationLoader). */
  entryChanged?: (name: RemoteName) => Promise<boolean>;
  /** Makes the loader register the remote anew on its next load (federationLoader). */
  forgetBuild?: (name: RemoteName) => void;
  host: RegistryHost;
  /** Told once per failed load, after the retries (the console and the server's log). */
  onFailure?: (error: RemoteLoadError) => void;
  /** Extra attempts after a failed fetch. */
  retries?: number;
  /** Wait before retry n is n × backoffMs. */
  backoffMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRemoteRegistry({
  loadModule,
  preloadModule,
  entryChanged,
  forgetBuild,
  host,
  onFailure = reportRemoteFailure,
  retries = 2,
  backoffMs = 300,
}: RemoteRegistryOptions): RemoteRegistry {
  const loading = new Map<RemoteName, Promise<RemoteModule>>();
  const failed = new Set<Promise<RemoteModule>>();
  const settled = new WeakSet<Promise<RemoteModule>>();
  const generations = new Map<RemoteName, number>();
  const listeners = new Set<() => void>();

  async function fetchWithRetries(name: RemoteName): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await loadModule(name);
      } catch (error) {
        // Skew: trying again would fail the same way.
        if (error instanceof RemoteLoadError && error.kind === 'incompatible') throw error;
        // The runtime's refusal where its errorLoadRemote hook did not see it (federationPlugin.ts).
        const skew = runtimeIncompatibility(error);
        if (skew) throw new RemoteLoadError(name, 'incompatible', skew, { cause: error });
        // The vet has waited the whole timeout already: the fallback's «Reintentar» is theirs to press.
        // A ChunkLoadError was tried again by the loader, with remotes.json read again.
        if (attempt >= retries || isLoadTimeout(error) || isChunkLoadError(error)) {
          throw new RemoteLoadError(
            name,
            'unavailable',
            `No se pudo cargar el módulo de ${remoteLabel(name)}.`,
            { cause: error },
          );
        }
        await wait(backoffMs * (attempt + 1));
      }
    }
  }

  async function loadOnce(name: RemoteName): Promise<RemoteModule> {
    const mod = toRemoteModule(name, await fetchWithRetries(name));
    try {
      mod.register(host.forRemote ? host.forRemote(name) : host);
    } catch (error) {
      throw new RemoteLoadError(name, 'incompatible', 'falló al registrarse en la aplicación', {
        cause: error,
      });
    }
    return mod;
  }

  function drop(name: RemoteName): void {
    const current = loading.get(name);
    if (current) failed.delete(current);
    loading.delete(name);
    generations.set(name, (generations.get(name) ?? 0) + 1);
    listeners.forEach((listener) => listener());
  }

  return {
    load(name) {
      let promise = loading.get(name);
      if (!promise) {
        const attempt = loadOnce(name);
        attempt.then(
          () => settled.add(attempt),
          () => settled.add(attempt),
        );
        attempt.catch((error: unknown) => {
          failed.add(attempt);
          if (error instanceof RemoteLoadError) onFailure(error);
        });
        loading.set(name, attempt);
        promise = attempt;
      }
      return promise;
    },
    retry(name) {
      const promise = loading.get(name);
      if (promise && failed.has(promise)) {
        failed.delete(promise);
        loading.delete(name);
      }
    },
    preload(name) {
      if (!preloadModule || loading.has(name)) return;
      // A failed preload is not a failed load: the click still loads, with its retries.
      Promise.resolve()
        .then(() => preloadModule(name))
        .catch(() => {});
    },
    async revalidate(name) {
      const current = loading.get(name);
      // A load still on its way (the first screen's) has just read remotes.json.
      if (!entryChanged || !current || !settled.has(current)) return;
      // remotes.json unreadable now: keep what is shown.
      const changed = await entryChanged(name).catch(() => false);
      if (changed && loading.get(name) === current) drop(name);
    },
    async reload(name) {
      // Only read again here: what it names is registered by the next load().
      await entryChanged?.(name).catch(() => false);
      forgetBuild?.(name);
      drop(name);
    },
    generation: (name) => generations.get(name) ?? 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
