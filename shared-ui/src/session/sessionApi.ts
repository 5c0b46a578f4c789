// The session API: who is logged in, and logout. It lives in shared-ui, a Module Federation
// singleton, so the shell and every remote use this same object (and the same cache entry).
import { createApi, retry } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { authorizedBaseQuery } from '../api/baseQuery';
import { clearToken, getToken } from './tokenStorage';
import { parseCurrentUser, type CurrentUser } from './currentUser';

/** Provided by the current-user lookup; invalidate it (e.g. after login) to look the user up again. */
export const SESSION_TAG = 'CurrentUser' as const;

/** The current-user query retries once (docs/product/accounts.md#the-vet), and only when a retry can help:
 *  no answer or a 5xx. */
const retryOnceOnTransientError = retry(authorizedBaseQuery, {
  retryCondition: (error, _args, { attempt }) => {
    const status = (error as FetchBaseQueryError).status;
    const transient =
      status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500);
    return attempt <= 1 && transient;
  },
});

export const sessionApi = createApi({
  reducerPath: 'session',
  baseQuery: retryOnceOnTransientError,
  tagTypes: [SESSION_TAG],
  refetchOnFocus: false,
  endpoints: (build) => ({
    /** Keyed by the token, so a new login is never answered from the previous session's cache. */
    getCurrentUser: build.query<CurrentUser | null, string>({
      query: (token) => ({ url: '/auth/user', headers: { Authorization: `Bearer ${token}` } }),
      transformResponse: (raw: unknown) => parseCurrentUser(raw),
      providesTags: () => [SESSION_TAG],
      async onQueryStarted(token, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          // A token the server refuses is dead: forget it (unless it was replaced meanwhile).
          const status = (failure as { error?: FetchBaseQueryError }).error?.status;
          if (status === 401 && getToken() === token) clearToken();
        }
      },
    }),
    /** Revokes the token on the server (POST /auth/logout), then forgets it here whatever the
     *  server answered: the vet asked to leave, and the server expires the token anyway. */
    logout: build.mutation<null, void>({
      async queryFn(_arg, api, extraOptions) {
        if (getToken()) await authorizedBaseQuery({ url: '/auth/logout', method: 'POST' }, api, extraOptions);
        clearToken();
        return { data: null };
      },
      invalidatesTags: [SESSION_TAG],
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = sessionApi;

/** The action that makes every mounted current-user lookup ask the server again. */
export const refreshSession = () => sessionApi.util.invalidateTags([SESSION_TAG]);
