// Whether a CSS media query matches, following resizes and rotations. List screens switch between a
// desktop table and phone cards in script, so that only one of the two is rendered.
import { useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA_QUERY } from '../constants/limits';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True from DESKTOP_MIN_WIDTH (1024 px) up, the desktop breakpoint (docs/product/common.md#limits). */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA_QUERY);
}
