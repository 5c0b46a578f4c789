import type { RemoteName } from '@vet/shared-ui';

/** unavailable: the remote could not be fetched (down, 404, network); retrying may help.
 *  incompatible: it loaded but speaks another contract version or shape; retrying will not help
 *  until a compatible version is deployed. */
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
