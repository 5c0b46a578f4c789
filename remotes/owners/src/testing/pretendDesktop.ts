// A desktop screen for the tests that need one: jsdom's window has no matchMedia.

/** Makes antd's breakpoints and useIsDesktop see a desktop screen; returns the undo. */
export function pretendDesktop(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
