// "Peluquería hoy / esta semana / este mes" on the desktop "Panel de Resumen"
// (docs/product/grooming.md#dashboard-counters). One query for the three (RTK Query shares it); the browser
// computes the period starts in its own time zone. Part of the remote's module, not a lazy chunk: a component
// that suspends makes React hold the answer back until 300 ms after the last loading state it showed (its
// Suspense throttle), and on a cold dashboard that wait came after the counts had arrived.
import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { formatCount } from '@vet/shared-ui';
import { ScissorsIcon } from '@vet/shared-ui/icons';
import { Panel } from '@vet/shared-ui/panel';
import { paths } from '@vet/shared-ui/contract';
import { useGetGroomingCountsQuery } from './api/groomingCountEndpoints';
import type { GroomingCounts } from '../../api/types';
import { MSG } from '../../messages';
import { dashboardCountArgs } from '../periods/periods';
import './groomingCountWidget.css';

/** Every counter on the page asks with the same instants (per minute), so the three share one request.
 *  "Now" is the end of the current minute, so a service recorded a moment ago is already counted. */
function useCountArgs() {
  const [args] = useState(() =>
    dashboardCountArgs(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 59_999)),
  );
  return args;
}

function GroomingCountWidget({ field, label }: { field: keyof GroomingCounts; label: string }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetGroomingCountsQuery(useCountArgs());
  let value;
  if (isLoading) {
    // The label sits on a wrapper: antd's Skeleton.Button does not pass it on.
    value = (
      <div role="status" aria-label={MSG.loadingCount(label)}>
        <Skeleton.Button active size="large" />
      </div>
    );
  } else if (isError && !data) {
    value = (
      <div className="grooming-count__error" role="alert">
        <span className="grooming-count__error-text">{MSG.countFailed}</span>
        <Button size="small" type="link" onClick={refetch} loading={isFetching}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    value = (
      <strong className="grooming-count__value" data-testid={`grooming-count-${field}`}>
        {formatCount(data?.[field] ?? 0)}
      </strong>
    );
  }
  return (
    <Panel className="grooming-count" size="small">
      <div className="grooming-count__label">
        <ScissorsIcon /> {label}
      </div>
      {value}
      <Link to={paths.groomingServices} className="grooming-count__link">
        Ver servicios
      </Link>
    </Panel>
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
