// The screen a front-end test wants. jsdom lays nothing out and has no matchMedia of its own, so
// matchMedia answers as a desktop (at least 1024 px: tables, the dashboard's counters) or a phone
// (cards, tiles) would. One stub for every container's tests.
import { DESKTOP_MEDIA_QUERY } from '../src/constants/limits';

/** A MediaQueryList that never changes: enough for useMediaQuery and antd's breakpoints. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** Makes useIsDesktop and antd's breakpoints see a desktop screen (true) or a phone (false).
 *  Undone by jest.restoreAllMocks(), or by the returned function. */
export function setDesktop(desktop: boolean): () => void {
  const spy = jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => staticMediaQueryList(query, desktop && isDesktopQuery(query)));
  return () => spy.mockRestore();
}

// A "min-width" query of the desktop breakpoint or below it (antd's sm/md/lg) matches on a desktop.
function isDesktopQuery(query: string): boolean {
  const minWidth = /min-width:\s*(\d+)px/.exec(query);
  const desktopWidth = Number(/(\d+)px/.exec(DESKTOP_MEDIA_QUERY)?.[1]);
  return minWidth !== null && Number(minWidth[1]) <= desktopWidth;
}
