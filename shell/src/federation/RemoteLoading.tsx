import { Spin } from 'antd';
import type { RemoteName } from '@vet/shared-ui';
import { REMOTE_LABELS } from './labels';

export function RemoteLoading({ remote }: { remote: RemoteName }) {
  return (
    <div role="status" style={{ display: 'grid', placeItems: 'center', gap: 12, padding: '64px 16px' }}>
      <Spin size="large" />
      <span>{`Cargando ${REMOTE_LABELS[remote].toLowerCase()}...`}</span>
    </div>
  );
}
