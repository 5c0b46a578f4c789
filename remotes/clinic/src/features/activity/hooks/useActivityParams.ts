// «Actividad»'s filters and page, kept in the URL (?actor=&kind=&record=&from=&to=&page=) as every list
// keeps its search: back, forward, a reload and a shared link return to the same entries. Changing a
// filter starts again on page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActivityFilter } from '../api/activityEndpoints';

const FILTERS = ['actor', 'kind', 'record', 'from', 'to'] as const;

export interface ActivityParams {
  filter: ActivityFilter;
  page: number;
  /** Sets the filters named (an empty value removes one) and goes back to page 1. */
  setFilter: (patch: ActivityFilter) => void;
  /** replace: correct the page without a history entry (a page past the end). */
  setPage: (page: number, replace?: boolean) => void;
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useActivityParams(): ActivityParams {
  const [params, setParams] = useSearchParams();
  const key = FILTERS.map((name) => params.get(name) ?? '').join('\n');
  const filter = useMemo(() => {
    const values = key.split('\n');
    const read: ActivityFilter = {};
    FILTERS.forEach((name, i) => {
      if (values[i]) read[name] = values[i];
    });
    return read;
  }, [key]);

  const setFilter = useCallback(
    (patch: ActivityFilter) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (page: number, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return { filter, page: pageOf(params.get('page')), setFilter, setPage };
}
