// What shows when the shell cannot start: remotes.json (which says what the product is made of) could
// not be read. A network fault says so; a server without a usable file is the administrator's to fix.
import { useState } from 'react';
import { Button } from 'antd';
import { StatusPage } from '@vet/shared-ui';
import { RemotesFileError } from '../federation/remotesManifest';

export function StartupError({ error, onRetry }: { error: unknown; onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  const message =
    error instanceof RemotesFileError
      ? 'El servidor no tiene disponible la configuración de los módulos. Inténtalo de nuevo en unos minutos y, si continúa, avisa al administrador.'
      : 'No se pudo obtener la configuración de los módulos. Revisa tu conexión e inténtalo de nuevo.';
  return (
    <div role="alert">
      <StatusPage
        tone="error"
        title="No se pudo iniciar la aplicación"
        message={message}
        action={
          <Button type="primary" onClick={retry} loading={retrying}>
            Reintentar
          </Button>
        }
      />
    </div>
  );
}
