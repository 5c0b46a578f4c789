// A paged list's server for component tests: reads q, page and limit from the request as the API
// does (api/src/http/paging.ts) and answers one page of the matches.
import type { FakeAnswer, SentRequest } from './fakeApi';

/** The search, page and limit a request sent (page and limit null when absent). */
export function listParamsOf(request: Pick<SentRequest, 'path'>) {
  const params = new URL(request.path, 'http://test').searchParams;
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : null);
  return { q: params.get('q') ?? '', page: number('page'), limit: number('limit') };
}

/** A handler answering pages of `items()`, keeping those `matches(item, q)` accepts. */
export function pagedList<T>(items: () => readonly T[], matches: (item: T, q: string) => boolean) {
  return (request: SentRequest): FakeAnswer => {
    const { q, page, limit } = listParamsOf(request);
    const found = q ? items().filter((item) => matches(item, q.toLowerCase())) : [...items()];
    if (page === null && limit === null) return { status: 200, body: found };
    const p = page ?? 1;
    const l = limit ?? 20;
    return {
      status: 200,
      body: { items: found.slice((p - 1) * l, p * l), total: found.length, page: p, limit: l },
    };
  };
}
