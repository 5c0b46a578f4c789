// Any unknown URL, /404, and URLs under a remote's mount that the remote does not define.
import { Link } from 'react-router-dom';
import { StatusPage } from '@vet/shared-ui';

export function NotFoundPage() {
  return (
    <StatusPage
      tone="warning"
      title="Página no encontrada"
      message="La página que buscas no existe o fue movida."
      action={<Link to="/">Ir a Inicio</Link>}
    />
  );
}
