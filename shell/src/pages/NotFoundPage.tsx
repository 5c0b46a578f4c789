// Any unknown URL, /404, and URLs under a remote's mount that the remote does not define.
import { Result } from 'antd';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>Página no encontrada</h1>}
      subTitle="La página que buscas no existe o fue movida."
      extra={<Link to="/">Ir a Inicio</Link>}
    />
  );
}
