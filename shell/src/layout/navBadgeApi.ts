// A nav entry's badge (issue 27, point 4; README «Releases»): the environment file names an address of
// this origin's API answering `{ count }` ("/api/notifications/count"), and the layout shows the count
// beside the entry's label. Asked through the session API (shared-ui's base query: the session's token,
// a 401 ends the session) and keyed by the person and the clinic, so that after a switch to another
// clinic (or another person's sign-in) the previous count is never shown: the session API is not among
// the caches the store empties (store/makeStore.ts), its entries are per session instead.
import { useEffect, useSyncExternalStore } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { baseQuery, sessionApi, useCurrentUser } from '@vet/shared-ui';

/** Asked again this often while the tab is visible, and whenever the window regains focus. */
export const BADGE_REFRESH_MS = 60_000;

interface BadgeArg {
  /** "/api/notifications/count" (placement.ts checked it). */
  url: string;
  user: string;
  clinic: string;
}

export const navBadgeApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    getNavBadgeCount: build.query<number, BadgeArg>({
      async queryFn({ url }, api, extraOptions) {
        // The base query already asks `${origin}/api`.
        const answer = await baseQuery(url.replace(/^\/api/, ''), api, extraOptions);
        if (answer.error) return { error: answer.error };
        const count = (answer.data as { count?: unknown } | null)?.count;
        return typeof count === 'number' && Number.isFinite(count)
          ? { data: Math.max(0, Math.trunc(count)) }
          : { error: { status: 'CUSTOM_ERROR', error: 'Respuesta sin «count»' } };
      },
    }),
  }),
});

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const isVisible = () => document.visibilityState !== 'hidden';

/** The count to show beside an entry: 0 (no badge) without a badge, until it is known, and whenever
 *  asking failed. */
export function useNavBadgeCount(url: string | undefined): number {
  const { user } = useCurrentUser();
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  const { data, isError, refetch } = navBadgeApi.useGetNavBadgeCountQuery(
    url ? { url, user: user?._id ?? '', clinic: user?.clinic?._id ?? '' } : skipToken,
    // No polling in a hidden tab; the count is asked again as soon as it shows.
    { pollingInterval: visible ? BADGE_REFRESH_MS : 0 },
  );
  useEffect(() => {
    if (!url) return undefined;
    const again = () => {
      if (isVisible()) void refetch();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [url, refetch]);
  return !url || isError || data === undefined ? 0 : data;
}
