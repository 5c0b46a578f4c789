// "Peluquería hoy / esta semana / este mes" on the desktop "Panel de Resumen" (SPEC §2). One query
// for the three (RTK Query shares it); the browser computes the starts in its own time zone.
import { useState } from 'react';
import { Button, Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetGroomingCountsQuery } from '../grooming/api/groomingQueries';
import type { GroomingCounts } from '../grooming/api/types';
import { dashboardCountArgs } from '../grooming/periods';
import './groomingCountWidget.css';

const countFormat = new Intl.NumberFormat('es-ES');

/** Every widget on the page asks with the same instants (per minute), so the three share one request.
 *  "Now" is the end of the current minute, so a service recorded a moment ago is already counted. */
function useCounts() {
  const [endOfMinute] = useState(() => Math.floor(Date.now() / 60_000) * 60_000 + 59_999);
  return useGetGroomingCountsQuery(dashboardCountArgs(new Date(endOfMinute)));
}

function GroomingCountWidget({ field, label }: { field: keyof GroomingCounts; label: string }) {
  const { data, isLoading, isError, isFetching, refetch } = useCounts();
  let value;
  if (isLoading) {
    value = <Skeleton.Button active size="large" aria-label={`Cargando ${label.toLowerCase()}...`} />;
  } else if (isError && !data) {
    value = (
      <div className="grooming-count__error" role="alert">
        <Typography.Text type="danger">No se pudo cargar.</Typography.Text>
        <Button size="small" type="link" onClick={refetch} loading={isFetching}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    value = (
      <strong className="grooming-count__value" data-testid={`grooming-count-${field}`}>
        {countFormat.format(data?.[field] ?? 0)}
      </strong>
    );
  }
  return (
    <Card className="grooming-count" size="small">
      <div className="grooming-count__label">
        <span aria-hidden="true">✂️</span> {label}
      </div>
      {value}
      <Link to="/grooming-services" className="grooming-count__link">
        Ver servicios
      </Link>
    </Card>
  );
}

export function GroomingTodayWidget() {
  return <GroomingCountWidget field="today" label="Peluquería hoy" />;
}
export function GroomingWeekWidget() {
  return <GroomingCountWidget field="week" label="Peluquería esta semana" />;
}
export function GroomingMonthWidget() {
  return <GroomingCountWidget field="month" label="Peluquería este mes" />;
}
