// A page past the end (the last row of the last page deleted, an old link) moves to the last page
// that holds anything, replacing the history entry so that "back" does not lead to it again.
import { useEffect } from 'react';
import { lastPage, type ListPage } from './listPage';

export function useKeepPageInRange(
  result: ListPage<unknown> | undefined,
  page: number,
  setPage: (page: number, replace?: boolean) => void,
): void {
  const pastTheEnd = !!result && result.page === page && page > 1 && result.items.length === 0;
  const target = result ? lastPage(result.total, result.limit) : 1;
  useEffect(() => {
    if (pastTheEnd && target < page) setPage(target, true);
  }, [pastTheEnd, target, page, setPage]);
}
