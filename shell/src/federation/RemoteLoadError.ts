import type { RemoteName } from '@vet/shared-ui';

/** unavailable: the remote could not be fetched (down, 404, network, timeout); retrying may help.
 *  incompatible: this build of it cannot run on this shell (contract version, shared packages,
 *  shape); retrying will not help until a compatible build is deployed. Its message is then the
 *  reason, worded to follow «El módulo de Laboratorio …»: «requiere @vet/shared-ui ^0.3.0; este
 *  sistema tiene 0.2.0». */
export type RemoteFailure = 'unavailable' | 'incompatible';

export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  readonly kind: RemoteFailure;

  constructor(remote: RemoteName, kind: RemoteFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.kind = kind;
  }
}
