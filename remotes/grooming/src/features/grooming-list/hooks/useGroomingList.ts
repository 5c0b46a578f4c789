// The page on screen: every pet's services or one pet's, of the period chosen, searched and paged by
// the server. The period's bounds are the browser's local days (the server never guesses the zone).
import { useMemo } from 'react';
import { useGetGroomingPageQuery, type ListFilter } from '../api/groomingListEndpoints';
import { periodRange } from '../../periods/periods';
import type { ListPeriod } from '../components/PeriodFilter';

export const PAGE_SIZE = 20;

/** A pet's list opens on all its services; the clinic's on today's. */
export const initialPeriod = (patientId: string | undefined): ListPeriod => (patientId ? 'all' : 'today');

export function useListFilter(patientId: string | undefined, period: ListPeriod, now: Date): ListFilter {
  return useMemo(() => {
    if (period === 'all') return { patientId };
    const range = periodRange(period, now);
    return { patientId, from: range.from.toISOString(), to: range.to.toISOString() };
  }, [patientId, period, now]);
}

/** What the list asks the server for: the page and the list's route must ask alike to share it. */
const pageArgs = (filter: ListFilter, q: string, page: number) => ({ ...filter, q, page, limit: PAGE_SIZE });

/** The page reads what its route asked for: the route asks on every visit, and asking again when the
 *  page's code arrives after the answer would fetch the same page twice. */
export function useGroomingList(filter: ListFilter, q: string, page: number) {
  return useGetGroomingPageQuery(pageArgs(filter, q, page), { refetchOnMountOrArgChange: false });
}

const NOTHING = {};

/** The list route's request only, until the page takes over (`skip`): it reads nothing, so an
 *  answer does not re-render the route. */
export function useRequestGroomingList(filter: ListFilter, q: string, page: number, skip: boolean): void {
  useGetGroomingPageQuery(pageArgs(filter, q, page), { skip, selectFromResult: () => NOTHING });
}
