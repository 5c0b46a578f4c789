// The logged-in vet, as a three-state answer the layout and the remotes can switch on.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetCurrentUserQuery } from './sessionApi';
import { useSessionToken } from './useSessionToken';
import type { CurrentUser } from './currentUser';

export type CurrentUserState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: CurrentUser }
  /** No token, a refused token, a failed lookup or an invalid answer. */
  | { status: 'anonymous'; user: null };

export function useCurrentUser(): CurrentUserState {
  const token = useSessionToken();
  // currentData belongs to this token only: a previous session's user is never shown.
  const { currentData, isError } = useGetCurrentUserQuery(token ?? skipToken);
  if (!token || isError) return { status: 'anonymous', user: null };
  if (currentData === undefined) return { status: 'loading', user: null };
  return currentData ? { status: 'authenticated', user: currentData } : { status: 'anonymous', user: null };
}
