// Checks what a remote exposes before the shell trusts it: the contract version first, then the
// shape the shell relies on. A mismatch is "Módulo no compatible", never a crash further down.
import { REMOTE_CONTRACT_VERSION, type RemoteModule, type RemoteName } from '@vet/shared-ui';
import { RemoteLoadError } from './RemoteLoadError';

export function toRemoteModule(name: RemoteName, loaded: unknown): RemoteModule {
  const candidate =
    loaded && typeof loaded === 'object' && 'default' in loaded
      ? (loaded as { default: unknown }).default
      : loaded;
  const mod = (candidate ?? {}) as Partial<RemoteModule>;
  const incompatible = (detail: string) =>
    new RemoteLoadError(name, 'incompatible', `Módulo no compatible: ${detail}`);

  if (mod.contractVersion !== REMOTE_CONTRACT_VERSION) {
    throw incompatible(
      `el módulo usa la versión ${String(mod.contractVersion ?? 'desconocida')} del contrato y esta aplicación espera la versión ${REMOTE_CONTRACT_VERSION}.`,
    );
  }
  if (mod.name !== name)
    throw incompatible(`se esperaba el módulo "${name}" y se recibió "${String(mod.name)}".`);
  if (!mod.routes || typeof mod.routes !== 'object') throw incompatible('no declara sus rutas.');
  if (typeof mod.register !== 'function') throw incompatible('no tiene paso de registro.');
  if (mod.widgets !== undefined && !Array.isArray(mod.widgets))
    throw incompatible('sus widgets no son una lista.');
  return mod as RemoteModule;
}
