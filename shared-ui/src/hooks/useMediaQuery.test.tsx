import { act, render, screen } from '@testing-library/react';
import { useIsDesktop } from './useMediaQuery';

function Probe() {
  return <p>{useIsDesktop() ? 'escritorio' : 'teléfono'}</p>;
}

test('follows the desktop media query as the window changes', () => {
  const listeners = new Set<() => void>();
  let matches = false;
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(min-width: 1024px)' && matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  try {
    render(<Probe />);
    expect(screen.getByText('teléfono')).toBeInTheDocument();
    act(() => {
      matches = true;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('escritorio')).toBeInTheDocument();
  } finally {
    window.matchMedia = original;
  }
});
