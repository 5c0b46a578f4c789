// Last resort for an error outside any remote (the layout itself): a page, never a blank screen.
import { Button, Result } from 'antd';

export function RouteErrorPage() {
  return (
    <Result
      status="error"
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>Algo salió mal</h1>}
      subTitle="Ocurrió un error inesperado. Recarga la página para continuar."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      }
    />
  );
}
