// The page for sections not built yet (/medical-history, /reports, /notifications; CONTRACT.md):
// it says so plainly and leads back home, inside the layout.
import { Result } from 'antd';
import { Link } from 'react-router-dom';

export function UnderConstruction({ title }: { title: string }) {
  return (
    <Result
      status="info"
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{title}</h1>}
      subTitle="Esta sección está en construcción. Pronto estará disponible."
      extra={<Link to="/">Volver al inicio</Link>}
    />
  );
}
