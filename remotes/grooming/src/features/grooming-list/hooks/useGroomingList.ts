// Where the list comes from: every pet's services of the period (filtered by the database), or one
// pet's services, filtered to the period here (that call has no from/to).
import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetGroomingServicesQuery,
  useGetPatientGroomingServicesQuery,
} from '../../grooming/api/groomingQueries';
import type { GroomingService } from '../../grooming/api/types';
import { periodRange, type Range } from '../../grooming/periods';
import type { ListPeriod } from '../components/PeriodFilter';

const NONE: GroomingService[] = [];

function inRange(services: readonly GroomingService[], range: Range | null): GroomingService[] {
  if (!range) return [...services];
  const from = range.from.getTime();
  const to = range.to.getTime();
  return services.filter((item) => {
    const at = new Date(item.date).getTime();
    return at >= from && at < to;
  });
}

export function useGroomingList(patientId: string | undefined, period: ListPeriod, now: Date) {
  const range = useMemo(() => (period === 'all' ? null : periodRange(period, now)), [period, now]);
  const args = range ? { from: range.from.toISOString(), to: range.to.toISOString() } : { from: '', to: '' };
  // All pets: only with a period ('all' is offered on a pet's own list only).
  const all = useGetGroomingServicesQuery(patientId || !range ? skipToken : args);
  const pet = useGetPatientGroomingServicesQuery(patientId ?? skipToken);
  const source = patientId ? pet : all;
  // currentData, not data: while another period loads, the previous period's rows must not be
  // shown under the new period's label.
  const current = source.currentData;
  const services = useMemo(
    () => (patientId ? inRange(current ?? NONE, range) : (current ?? NONE)),
    [patientId, current, range],
  );
  return {
    services,
    loaded: !!current,
    isLoading: !current && source.isFetching,
    isFetching: source.isFetching,
    error: source.error,
    refetch: source.refetch,
  };
}
