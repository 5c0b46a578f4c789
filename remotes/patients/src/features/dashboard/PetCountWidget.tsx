// "Total de mascotas" on the desktop "Panel de Resumen" (SPEC §2): counted by the server.
import { Button, Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetPatientCountQuery } from '../patients/api/getPatientCount';
import './petCountWidget.css';

const countFormat = new Intl.NumberFormat('es-ES');

export default function PetCountWidget() {
  const { data, isLoading, isError, isFetching, refetch } = useGetPatientCountQuery();

  let value;
  if (isLoading) {
    value = <Skeleton.Button active size="large" aria-label="Cargando total de mascotas..." />;
  } else if (isError && !data) {
    value = (
      <div className="pet-count__error" role="alert">
        <Typography.Text type="danger">No se pudo cargar el total.</Typography.Text>
        <Button size="small" type="link" onClick={refetch} loading={isFetching}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    value = (
      <strong className="pet-count__value" data-testid="pet-count">
        {countFormat.format(data?.total ?? 0)}
      </strong>
    );
  }

  return (
    <Card className="pet-count" size="small">
      <div className="pet-count__label">
        <span aria-hidden="true">🐾</span> Total de mascotas
      </div>
      {value}
      <Link to="/patients" className="pet-count__link">
        Ver mascotas
      </Link>
    </Card>
  );
}
