// The one way every container talks to the backend: `${origin}/api`, with the session token.
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { clearToken, getToken } from '../session/tokenStorage';
import { fetchWithEarlyAnswer } from './earlyAnswers';

/** Absolute, so that `new Request()` accepts it in jsdom as well as in the browser. (The build-time
 *  prerender, scripts/lib/prerender.cjs, runs without a window and sends nothing.) */
export function apiBaseUrl(): string {
  return typeof window === 'undefined' ? '/api' : `${window.location.origin}/api`;
}

/** Sends `Authorization: Bearer <token>` when a session token is stored. A first visit's first answers
 *  may already be there, asked for by the page itself (earlyAnswers.ts). */
export const authorizedBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> =
  fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    fetchFn: fetchWithEarlyAnswer,
    prepareHeaders(headers) {
      const token = getToken();
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

/** The base query for the remotes' APIs. A 401 to a call that carried the stored token means the
 *  session is over (expired or revoked): the token is dropped, and the layout, which listens to
 *  the token, sends the vet to the login screen instead of leaving them on broken screens. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const sentToken = getToken();
  const result = await authorizedBaseQuery(args, api, extra);
  if (result.error?.status === 401 && sentToken && getToken() === sentToken) clearToken();
  return result;
};
