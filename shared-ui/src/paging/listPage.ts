// Lists that grow are paged and searched by the server: the request is `?q=&page=&limit=` and the
// answer `{ items, total, page, limit }` (api/src/http/paging.ts).

export interface ListArgs {
  /** The search as typed; blank sends no q. */
  q: string;
  /** 1-based. */
  page: number;
  limit: number;
}

export interface ListPage<T> {
  items: T[];
  /** Every match, not only this page. */
  total: number;
  page: number;
  limit: number;
}

/** `path?q=…&page=…&limit=…`, q left out when blank (the server then lists everything). */
export function listUrl(path: string, { q, page, limit }: ListArgs): string {
  const params = new URLSearchParams();
  const query = q.trim();
  if (query) params.set('q', query);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `${path}?${params}`;
}

/** The last page that holds anything (1 when nothing matches). */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
