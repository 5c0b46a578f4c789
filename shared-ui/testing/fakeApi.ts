// A fake backend for component tests: replaces global fetch, answers by method and path, and
// records what was sent. (Fakes belong in tests only; the product always talks to the real API.)
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

export function fakeApi(routes: Record<string, Handler | FakeAnswer>) {
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // A relative address (the page's first script asks for "/api/…") is the page's, as in a browser.
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    const record: SentRequest = { method: request.method, path, body, headers: request.headers };
    sent.push(record);
    // An exact "METHOD /path?query" route first, else the path's own route (a paged list's server).
    const route =
      routes[`${request.method} ${path}`] ??
      routes[`${request.method} ${url.pathname.replace(/^\/api/, '')}`];
    if (!route)
      return new Response(JSON.stringify({ msg: 'Ruta no encontrada' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const answer = typeof route === 'function' ? await route(record) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { sent, fetchMock };
}
