// A reload that failed while the last answer stays on screen: say so, and offer «Reintentar».
import { Alert, Button } from 'antd';

export function StaleAlert({
  title,
  retrying,
  onRetry,
}: {
  /** «No se pudo actualizar la lista de propietarios.» */
  title: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      className="vet-stale-alert"
      title={title}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      }
    />
  );
}
