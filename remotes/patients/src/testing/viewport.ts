// The screen width the page sees: desktop (at least 1024 px, tables) or phone (cards). jsdom has no
// layout, so matchMedia answers as the test says; restored by jest.restoreAllMocks().
export function setDesktop(desktop: boolean) {
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
