// Last resort for an error outside any remote (the layout itself): a page, never a blank screen.
import { Button } from 'antd';
import { StatusPage } from '@vet/shared-ui';

export function RouteErrorPage() {
  return (
    <StatusPage
      tone="error"
      title="Algo salió mal"
      message="Ocurrió un error inesperado. Recarga la página para continuar."
      action={
        <Button type="primary" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      }
    />
  );
}
