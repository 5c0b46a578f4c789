// What a vet sees instead of a module that is down or broken: what failed, and a way to retry.
import { Button } from 'antd';
import { StatusPage, type RemoteName } from '@vet/shared-ui';
import { REMOTE_LABELS } from './labels';
import { RemoteLoadError } from './RemoteLoadError';

function explanation(error: Error): string {
  if (error instanceof RemoteLoadError && error.kind === 'incompatible') {
    return `${error.message} Actualiza la página o avisa al administrador.`;
  }
  if (error instanceof RemoteLoadError)
    return 'Revisa tu conexión e inténtalo de nuevo. El resto de la aplicación sigue disponible.';
  return 'Ocurrió un error inesperado al mostrar esta sección. El resto de la aplicación sigue disponible.';
}

export function RemoteFallback({
  remote,
  error,
  onRetry,
}: {
  remote: RemoteName;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <div role="alert">
      <StatusPage
        tone="warning"
        title={`No se pudo cargar el módulo de ${REMOTE_LABELS[remote]}`}
        message={explanation(error)}
        action={
          <Button type="primary" onClick={onRetry}>
            Reintentar
          </Button>
        }
      />
    </div>
  );
}
