import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './tokenStorage';

/** The stored session token, re-rendering when it changes (login, logout, another tab, a 401). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
