// What a vet sees instead of a module that is down, broken or built for another shell: what failed,
// and, when trying again can help, a way to retry. It claims the rest of the product works only inside
// the main layout, where the other modules are a click away: on the login screen nothing else is.
import { Button } from 'antd';
import { StatusPage, type RemoteName } from '@vet/shared-ui';
import { remoteLabel } from './labels';
import { RemoteLoadError } from './RemoteLoadError';

const REST_WORKS = ' El resto de la aplicación sigue disponible.';

export function RemoteFallback({
  remote,
  error,
  onRetry,
  insideLayout,
}: {
  remote: RemoteName;
  error: Error;
  onRetry: () => void;
  /** Shown inside the main layout (the sidebar's other modules remain). */
  insideLayout: boolean;
}) {
  const label = remoteLabel(remote);
  const restWorks = insideLayout ? REST_WORKS : '';
  if (error instanceof RemoteLoadError && error.kind === 'incompatible') {
    // No «Reintentar»: the same build would be refused again. A compatible release (or a rollback)
    // shows on the next visit to this module.
    return (
      <div role="alert">
        <StatusPage
          tone="warning"
          title="Módulo no compatible"
          message={`El módulo de ${label} ${error.message}. Hace falta publicar una versión compatible: avisa al administrador.${restWorks}`}
        />
      </div>
    );
  }
  const message =
    error instanceof RemoteLoadError
      ? `El módulo no respondió o no está disponible en este momento. Inténtalo de nuevo en unos instantes.${restWorks}`
      : `Ocurrió un error inesperado al mostrar esta sección.${restWorks}`;
  return (
    <div role="alert">
      <StatusPage
        tone="warning"
        title={`No se pudo cargar el módulo de ${label}`}
        message={message}
        action={
          <Button type="primary" onClick={onRetry}>
            Reintentar
          </Button>
        }
      />
    </div>
  );
}
