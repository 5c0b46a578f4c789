import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { EARLY_DATA_GLOBAL, earlyRequests, TOKEN_STORAGE_KEY } from '@vet/facts';
import { baseQuery } from './baseQuery';
import { setToken } from '../session/tokenStorage';
import { fakeApi } from '../../testing/fakeApi';
import { fakeToday } from '../../testing/fakeToday';

// The page's first script (@vet/facts' earlyRequests, written into index.html's <head> by
// api/src/http/early-data.ts), run here as the page runs it: the data list and the session's hints are
// elements of the page; the answers are taken by the base query (earlyAnswers.ts).
const api = createApi({
  reducerPath: 'test',
  baseQuery,
  endpoints: (build) => ({
    counts: build.query<unknown, Record<string, string>>({
      query: (args) => `/grooming/counts?${new URLSearchParams(args)}`,
    }),
  }),
});

function page(addresses: string[]) {
  document.head.innerHTML =
    `<script type="application/json" id="data">${JSON.stringify(addresses)}</script>` +
    '<template id="hints"><link rel="preload" href="/remotes/grooming/remoteEntry.js" as="script"></template>';
}
const runScript = () => earlyRequests(TOKEN_STORAGE_KEY, 'data', 'hints', EARLY_DATA_GLOBAL);
const preloaded = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_DATA_GLOBAL];
});

describe("the page's first script", () => {
  it("with a session: asks for the data with the instants of this browser's day, week and month, puts the hints in, and the app takes the answer", async () => {
    // Sunday 19 May 2024, 09:00:30 in Caracas (UTC-4): the week began on Monday the 13th.
    fakeToday(new Date(2024, 4, 19, 9, 0, 30));
    setToken('tok-1');
    page(['/api/grooming/counts?today={today}&week={monday}&month={month}&now={now}', '/api/auth/user']);
    const { sent } = fakeApi({ 'GET /grooming/counts': { status: 200, body: { today: 2 } } });
    runScript();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the fake API records a request asynchronously
    const args = {
      today: '2024-05-19T04:00:00.000Z',
      week: '2024-05-13T04:00:00.000Z',
      month: '2024-05-01T04:00:00.000Z',
      // The end of the current minute: one request per minute.
      now: '2024-05-19T13:00:59.999Z',
    };
    expect(sent.map((r) => [r.path, r.headers.get('Authorization')])).toEqual([
      [`/grooming/counts?${new URLSearchParams(args)}`, 'Bearer tok-1'],
      ['/auth/user', 'Bearer tok-1'],
    ]);
    expect(document.querySelector('template')?.content.childNodes).toHaveLength(0);
    expect(preloaded()).toEqual(['/remotes/grooming/remoteEntry.js']);
    // The same address from the app: the early answer, no second request.
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    expect((await store.dispatch(api.endpoints.counts.initiate(args))).data).toEqual({ today: 2 });
    expect(sent).toHaveLength(2);
  });

  it('without a session: asks for nothing and the hints stay inert', async () => {
    page(['/api/auth/user']);
    const { sent } = fakeApi({});
    runScript();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(0);
    expect(preloaded()).toEqual([]);
    expect((window as unknown as Record<string, unknown>)[EARLY_DATA_GLOBAL]).toBeUndefined();
  });
});
