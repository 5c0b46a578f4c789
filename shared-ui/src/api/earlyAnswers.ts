// The answers the page asked for before any script ran (issue 29, api/src/http/early-data.ts): on a
// signed-in first visit the page's own small script asks the API for who is signed in and for the first
// screen's data, with the stored token, so they arrive while the app's code is still downloading. The
// base query takes each one instead of asking again: once, only for the same address (GET) and the same
// token, and only in the first seconds of the page, so a later look at the data never gets an old answer.

import { EARLY_DATA_GLOBAL } from '@vet/facts';

/** window.__vetEarlyData (EARLY_DATA_GLOBAL), as the page's script leaves it. */
interface EarlyData {
  token: string;
  /** performance.now() when the requests were sent. */
  at: number;
  answers: Record<string, Promise<Response | null> | undefined>;
}

/** Past this, an answer not yet taken is left alone: the app asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

function earlyData(): EarlyData | undefined {
  if (typeof window === 'undefined') return undefined;
  const data = (window as unknown as Record<string, unknown>)[EARLY_DATA_GLOBAL] as EarlyData | undefined;
  return data && typeof data === 'object' && data.answers ? data : undefined;
}

/** The early answer to `request`, taken (a second request asks the API), or undefined. */
export function takeEarlyAnswer(request: Request): Promise<Response | null> | undefined {
  const data = earlyData();
  if (!data || request.method !== 'GET') return undefined;
  if (performance.now() - data.at > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  const url = new URL(request.url);
  if (url.origin !== window.location.origin) return undefined;
  const key = url.pathname + url.search;
  const answer = data.answers[key];
  if (!answer || request.headers.get('Authorization') !== `Bearer ${data.token}`) return undefined;
  delete data.answers[key];
  return answer;
}

/** fetch() for the base query (which passes a Request): the early answer when there is one (and it
 *  arrived), else the API, called as the base query would. */
export function fetchWithEarlyAnswer(...args: Parameters<typeof fetch>): Promise<Response> {
  const [input, init] = args;
  const early = input instanceof Request && init === undefined ? takeEarlyAnswer(input) : undefined;
  return early ? early.then((answer) => answer ?? fetch(...args)) : fetch(...args);
}
