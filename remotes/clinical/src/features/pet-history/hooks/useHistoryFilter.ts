// The timeline's kind and page, kept in the URL (?kind=vaccine&page=2) so that a reload, back and
// forward return to the same place. A new kind starts on its first page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { HistoryKind } from '../../../api/types';
import { isHistoryKind } from '../historyRequest';

export interface HistoryFilter {
  /** undefined: every kind. */
  kind: HistoryKind | undefined;
  page: number;
  setKind: (kind: HistoryKind | undefined) => void;
  /** replace: correct the page without a history entry (a page past the end). */
  setPage: (page: number, replace?: boolean) => void;
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useHistoryFilter(): HistoryFilter {
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind');
  const setKind = useCallback(
    (kind: HistoryKind | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (kind) next.set('kind', kind);
        else next.delete('kind');
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
  return { kind: isHistoryKind(raw) ? raw : undefined, page: pageOf(params.get('page')), setKind, setPage };
}
