import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { baseQuery } from './baseQuery';
import { EARLY_DATA_GLOBAL } from '@vet/facts';
import { EARLY_ANSWER_MAX_AGE_MS } from './earlyAnswers';
import { setToken } from '../session/tokenStorage';
import { fakeApi } from '../../testing/fakeApi';

// A first visit's first answers, asked for by the page before any script (api/src/http/early-data.ts):
// the base query takes each one instead of asking the API again.
const api = createApi({
  reducerPath: 'test',
  baseQuery,
  endpoints: (build) => ({
    owners: build.query<unknown, number>({ query: (page) => `/owners?page=${page}&limit=20` }),
  }),
});

const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** What the page's script leaves: answers for these addresses, asked for with `token` `ago` ms ago. */
function earlyAnswers(token: string, answers: Record<string, Response | null>, ago = 100) {
  (window as unknown as Record<string, unknown>)[EARLY_DATA_GLOBAL] = {
    token,
    at: performance.now() - ago,
    answers: Object.fromEntries(Object.entries(answers).map(([url, res]) => [url, Promise.resolve(res)])),
  };
}

afterEach(() => {
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_DATA_GLOBAL];
});

describe('early answers', () => {
  it('the first request for the address takes the early answer; the next one asks the API', async () => {
    setToken('tok-1');
    earlyAnswers('tok-1', { '/api/owners?page=1&limit=20': json({ items: ['early'] }) });
    const { sent } = fakeApi({ 'GET /owners': { status: 200, body: { items: ['api'] } } });
    const store = makeStore();
    expect((await store.dispatch(api.endpoints.owners.initiate(1))).data).toEqual({ items: ['early'] });
    expect(sent).toHaveLength(0);
    const again = await store.dispatch(api.endpoints.owners.initiate(1, { forceRefetch: true }));
    expect(again.data).toEqual({ items: ['api'] });
    expect(sent).toHaveLength(1);
  });

  it('asks the API for another address, another token, an old answer or one that failed', async () => {
    setToken('tok-2');
    const { sent } = fakeApi({ 'GET /owners': { status: 200, body: { items: ['api'] } } });
    const cases: [string, Record<string, Response | null>, number?][] = [
      ['tok-2', { '/api/owners?page=2&limit=20': json({ items: ['early'] }) }],
      ['tok-1', { '/api/owners?page=1&limit=20': json({ items: ['early'] }) }],
      ['tok-2', { '/api/owners?page=1&limit=20': json({ items: ['early'] }) }, EARLY_ANSWER_MAX_AGE_MS + 1],
      ['tok-2', { '/api/owners?page=1&limit=20': null }],
    ];
    for (const [token, answers, ago] of cases) {
      earlyAnswers(token, answers, ago);
      const result = await makeStore().dispatch(api.endpoints.owners.initiate(1));
      expect([token, ago, result.data]).toEqual([token, ago, { items: ['api'] }]);
    }
    expect(sent).toHaveLength(cases.length);
  });
});
