// "Peluquería hoy / esta semana / este mes" on the desktop "Panel de Resumen"
// (docs/product/grooming.md#dashboard-counters). One query for the three (RTK Query shares it); the browser
// computes the period starts in its own time zone. Part of the remote's module, not a lazy chunk: a component
// that suspends makes React hold the answer back until 300 ms after the last loading state it showed (its
// Suspense throttle), and on a cold dashboard that wait came after the counts had arrived.
import { useState } from 'react';
import { ScissorsIcon } from '@vet/shared-ui/icons';
import { CountCard } from '@vet/shared-ui/panel';
import { paths } from '@vet/shared-ui/contract';
import { useGetGroomingCountsQuery } from './api/groomingCountEndpoints';
import type { GroomingCounts } from '../../api/types';
import { MSG } from '../../messages';
import { dashboardCountArgs } from '../periods/periods';

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
  return (
    <CountCard
      icon={<ScissorsIcon />}
      label={label}
      value={data?.[field]}
      loading={isLoading}
      failed={isError}
      retrying={isFetching}
      onRetry={refetch}
      loadingLabel={MSG.loadingCount(label)}
      failedText={MSG.countFailed}
      link={{ to: paths.groomingServices, label: 'Ver servicios' }}
      testId={`grooming-count-${field}`}
    />
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
