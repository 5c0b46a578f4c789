// While a remote's code loads. A CSS spinner rather than antd's Spin: this is on screen before the
// login form, and Spin would add its chunk to the first screen's budget.
import type { RemoteName } from '@vet/shared-ui';
import { remoteLabel } from './labels';
import './remoteLoading.css';

export function RemoteLoading({ remote }: { remote: RemoteName }) {
  return (
    <div role="status" className="remote-loading">
      <span className="remote-loading__spinner" aria-hidden="true" />
      <span>{`Cargando ${remoteLabel(remote).toLowerCase()}...`}</span>
    </div>
  );
}
