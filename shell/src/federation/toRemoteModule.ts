// Checks what a remote exposes before the shell trusts it: the contract version first, then the
// shape the shell relies on. A mismatch is "Módulo no compatible", never a crash further down. The
// contract version is the one compiled into the remote (@vet/shared-ui/contract), against this shell's.
import { REMOTE_CONTRACT_VERSION, type RemoteModule, type RemoteName } from '@vet/shared-ui';
import { RemoteLoadError } from './RemoteLoadError';

export function toRemoteModule(name: RemoteName, loaded: unknown): RemoteModule {
  const candidate =
    loaded && typeof loaded === 'object' && 'default' in loaded
      ? (loaded as { default: unknown }).default
      : loaded;
  const mod = (candidate ?? {}) as Partial<RemoteModule>;
  // The reason follows «El módulo de Propietarios …».
  const incompatible = (reason: string) => new RemoteLoadError(name, 'incompatible', reason);

  if (mod.contractVersion !== REMOTE_CONTRACT_VERSION) {
    throw incompatible(
      typeof mod.contractVersion === 'number'
        ? `usa la versión ${mod.contractVersion} del contrato; este sistema usa la ${REMOTE_CONTRACT_VERSION}`
        : `no indica la versión del contrato; este sistema usa la ${REMOTE_CONTRACT_VERSION}`,
    );
  }
  if (mod.name !== name) throw incompatible(`se presenta como "${String(mod.name)}"`);
  if (!mod.routes || typeof mod.routes !== 'object') throw incompatible('no declara sus rutas');
  if (typeof mod.register !== 'function') throw incompatible('no tiene paso de registro');
  if (mod.widgets !== undefined && !Array.isArray(mod.widgets))
    throw incompatible('declara sus widgets en un formato desconocido');
  return mod as RemoteModule;
}
