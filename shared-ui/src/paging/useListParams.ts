// A list screen's search and page, kept in the URL (?q=&page=) so that back, forward and a reload
// return to the same place. The box answers every keystroke; the URL (and so the request) follows
// once typing pauses, starting again on page 1.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

export interface ListParams {
  /** What the search box shows. */
  input: string;
  setInput: (value: string) => void;
  /** The search the server is asked for (debounced, trimmed). */
  q: string;
  page: number;
  /** replace: correct the page without a history entry (a page past the end). */
  setPage: (page: number, replace?: boolean) => void;
  /** Empties the search at once (no debounce). */
  clear: () => void;
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const urlQ = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const [input, setInput] = useState(urlQ);
  const debounced = useDebouncedValue(input);
  // The search last written to or read from the URL: tells a new search typed here apart from
  // the URL moving under us (back, forward), so neither overwrites the other.
  const synced = useRef(urlQ);

  const write = useCallback(
    /** q undefined: keep the search, change the page only. */
    (q: string | undefined, nextPage: number, replace: boolean) => {
      if (q !== undefined) synced.current = q;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (q) next.set('q', q);
          else if (q === '') next.delete('q');
          if (nextPage > 1) next.set('page', String(nextPage));
          else next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  // Only a new pause in typing writes: `write` changes with every URL change, and re-running on it
  // would put back a search that was just cleared or left by going back.
  const written = useRef(debounced);
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    const q = debounced.trim();
    if (q !== synced.current) write(q, 1, true);
  }, [debounced, write]);

  useEffect(() => {
    if (urlQ !== synced.current) {
      synced.current = urlQ;
      setInput(urlQ);
    }
  }, [urlQ]);

  return {
    input,
    setInput,
    q: urlQ,
    page,
    setPage: useCallback((next: number, replace = false) => write(undefined, next, replace), [write]),
    clear: useCallback(() => {
      setInput('');
      write('', 1, true);
    }, [write]),
  };
}
