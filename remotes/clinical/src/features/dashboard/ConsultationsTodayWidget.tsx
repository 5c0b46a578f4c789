// «Consultas hoy» on the desktop «Panel de Resumen» (docs/product/clinical.md#dashboard): the
// consultations of the browser's day so far, counted by the server. Part of the remote's module, not a
// lazy chunk, like the other counters (a component that suspends holds a cold dashboard's answer back).
import { useState } from 'react';
import { StethoscopeIcon } from '@vet/shared-ui/icons';
import { CountCard } from '@vet/shared-ui/panel';
import { paths } from '@vet/shared-ui/contract';
import { MSG } from '../../messages';
import { useGetConsultationCountsQuery } from './api/consultationCountEndpoints';

/** Today from the browser's midnight to the end of the current minute (one request per minute). */
export function todayCountArgs(now: Date) {
  const end = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 59_999);
  const start = new Date(end.getFullYear(), end.getMonth(), end.getDate());
  return { today: start.toISOString(), now: end.toISOString() };
}

export function ConsultationsTodayWidget() {
  const [args] = useState(() => todayCountArgs(new Date()));
  const { data, isLoading, isError, isFetching, refetch } = useGetConsultationCountsQuery(args);
  return (
    <CountCard
      icon={<StethoscopeIcon />}
      label={MSG.countToday}
      value={data?.today}
      loading={isLoading}
      failed={isError}
      retrying={isFetching}
      onRetry={refetch}
      loadingLabel={MSG.loadingCountToday}
      failedText={MSG.countFailed}
      link={{ to: paths.medicalHistory, label: 'Ver consultas' }}
      testId="consultations-today"
    />
  );
}
