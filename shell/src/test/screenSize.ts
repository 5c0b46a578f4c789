// The shell's tests at desktop width (≥ 1024 px: the dashboard's counters) or on a small screen (its
// tiles): jsdom has no layout, so matchMedia answers as that screen would.
export function setScreen(desktop: boolean): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: desktop && query.includes('min-width: 1024px'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
