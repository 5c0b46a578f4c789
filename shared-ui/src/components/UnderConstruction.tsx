// The page for sections not built yet (/medical-history, /reports, /notifications): it says so plainly
// and leads back home, inside the layout (docs/product/dashboard-and-layout.md#screens-still-to-be-built).
import { Link } from 'react-router-dom';
import { StatusPage } from './StatusPage';

export function UnderConstruction({ title }: { title: string }) {
  return (
    <StatusPage
      tone="info"
      title={title}
      message="Esta sección está en construcción. Pronto estará disponible."
      action={<Link to="/">Volver al inicio</Link>}
    />
  );
}
