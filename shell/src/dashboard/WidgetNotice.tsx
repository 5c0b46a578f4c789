// Shown in a dashboard slot whose remote is down or whose widget broke; the rest of the panel stays.
import { Button } from 'antd';
import type { RemoteName } from '@vet/shared-ui';
import { REMOTE_LABELS } from '../federation/labels';

export function WidgetNotice({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <div className="dashboard-notice" role="alert">
      <span>{`No se pudieron cargar los datos de ${REMOTE_LABELS[remote]}.`}</span>
      <Button size="small" type="link" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
