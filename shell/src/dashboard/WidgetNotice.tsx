// Shown in a dashboard slot whose remote is down, built for another shell, or whose widget broke; the
// rest of the panel stays. A remote that cannot run here gets its reason and no «Reintentar» (the same
// build would be refused again).
import { Button } from 'antd';
import type { RemoteName } from '@vet/shared-ui';
import { remoteLabel } from '../federation/labels';
import { RemoteLoadError } from '../federation/RemoteLoadError';

export function WidgetNotice({
  remote,
  error,
  onRetry,
}: {
  remote: RemoteName;
  error?: Error;
  onRetry: () => void;
}) {
  if (error instanceof RemoteLoadError && error.kind === 'incompatible') {
    return (
      <div className="dashboard-notice" role="alert">
        <span>{`Módulo no compatible: el módulo de ${remoteLabel(remote)} ${error.message}.`}</span>
      </div>
    );
  }
  return (
    <div className="dashboard-notice" role="alert">
      <span>{`No se pudieron cargar los datos de ${remoteLabel(remote)}.`}</span>
      <Button size="small" type="link" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
