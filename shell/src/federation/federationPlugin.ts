// The shell's plugin for the federation runtime: its own hooks where they fit (issue #23).
// - fetch (the remote's mf-manifest.json) and createScript (its remoteEntry.js): both get
//   LOAD_TIMEOUT_MS, so a file that never answers ends in the fallback with «Reintentar».
// - errorLoadRemote: the runtime's refusals for version skew become «Módulo no compatible».
// The ChunkLoadError retry lives in federationLoader.ts instead: it must read remotes.json again and
// register the remote anew, which the runtime's retry plugin (same URLs again) does not do.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@vet/shared-ui/boot';
import { fetchWithTimeout, LOAD_TIMEOUT_MS } from './loadTimeout';
import { RemoteLoadError } from './RemoteLoadError';
import { runtimeIncompatibility } from './runtimeIncompatibility';

export function shellFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vet-shell',
    fetch: (url, init) => fetchWithTimeout(url, init),
    // A remote entry comes without attributes. Scripts with some (a preload's) keep the SDK's defaults:
    // answering anything here makes the SDK skip applying them.
    createScript: ({ attrs }) =>
      attrs && Object.keys(attrs).length > 0 ? undefined : { timeout: LOAD_TIMEOUT_MS },
    async errorLoadRemote({ id, error, remote }) {
      const reason = runtimeIncompatibility(error);
      if (!reason) return undefined;
      // id is "<remote>/<expose>" for a module, the manifest URL for a manifest.
      const name = (remote?.name ?? id.split('/')[0]) as RemoteName;
      throw new RemoteLoadError(name, 'incompatible', reason, { cause: error });
    },
  };
}
