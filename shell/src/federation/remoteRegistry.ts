// Loads each remote once: a few retries with a short backoff, the contract check, then
// register(host) exactly once. A failed load stays cached (React's use() re-reads the same
// promise to get its error) until retry() forgets it, so "Reintentar" really tries again.
// preload() only warms the browser's cache ahead of a click and can never fail where a user sees.
import type { RemoteModule, RemoteName, RemoteHost } from '@vet/shared-ui';
import { RemoteLoadError } from './RemoteLoadError';
import { toRemoteModule } from './toRemoteModule';
import { REMOTE_LABELS } from './labels';

/** Fetches what a remote exposes (the federation runtime in the browser, a fake in tests). */
export type RemoteModuleLoader = (name: RemoteName) => Promise<unknown>;

/** Fetches a remote's files without running it (the federation runtime's preloadRemote). */
export type RemotePreloader = (name: RemoteName) => Promise<void>;

export interface RemoteRegistry {
  load(name: RemoteName): Promise<RemoteModule>;
  /** Forgets a failed load, so that the next load() fetches the remote again. */
  retry(name: RemoteName): void;
  /** Starts fetching a remote the user is about to open; silent, and a no-op once it is loading. */
  preload(name: RemoteName): void;
}

export interface RemoteRegistryOptions {
  loadModule: RemoteModuleLoader;
  preloadModule?: RemotePreloader;
  host: RemoteHost;
  /** Extra attempts after a failed fetch. */
  retries?: number;
  /** Wait before retry n is n × backoffMs. */
  backoffMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRemoteRegistry({
  loadModule,
  preloadModule,
  host,
  retries = 2,
  backoffMs = 300,
}: RemoteRegistryOptions): RemoteRegistry {
  const loading = new Map<RemoteName, Promise<RemoteModule>>();
  const failed = new Set<Promise<RemoteModule>>();

  async function fetchWithRetries(name: RemoteName): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await loadModule(name);
      } catch (error) {
        if (error instanceof RemoteLoadError && error.kind === 'incompatible') throw error;
        if (attempt >= retries) {
          throw new RemoteLoadError(
            name,
            'unavailable',
            `No se pudo cargar el módulo de ${REMOTE_LABELS[name]}.`,
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
      mod.register(host);
    } catch (error) {
      throw new RemoteLoadError(
        name,
        'incompatible',
        'Módulo no compatible: falló su registro en la aplicación.',
        { cause: error },
      );
    }
    return mod;
  }

  return {
    load(name) {
      let promise = loading.get(name);
      if (!promise) {
        const attempt = loadOnce(name);
        attempt.catch(() => failed.add(attempt));
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
  };
}
