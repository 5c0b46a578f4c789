// The screen width a test wants: jsdom's window has no matchMedia, and the list shows a table from
// 1024 px on (useIsDesktop) and cards below.

/** Makes useIsDesktop and antd's breakpoints see a desktop screen (true) or a phone (false). Undone by
 *  jest.restoreAllMocks(). */
export function setDesktop(desktop: boolean): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: desktop && query.includes('min-width: 1024px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
