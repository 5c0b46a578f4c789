// Test data for the owners screens' tests (imported by tests only).
import type { Owner } from '../../../api/types';

export function makeOwner(overrides: Partial<Owner> = {}): Owner {
  return {
    _id: 'o1',
    name: 'José Pérez',
    contact: '+573001234567',
    email: 'jose@correo.com',
    address: 'Av. Bolívar 12, Mérida',
    createdAt: '2024-03-05T18:30:00.000Z',
    updatedAt: '2024-04-01T14:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** Many owners, newest first, as GET /owners answers for a busy clinic. */
export function manyOwners(count: number): Owner[] {
  return Array.from({ length: count }, (_, i) =>
    makeOwner({
      _id: `owner-${i + 1}`,
      name: `Propietario ${String(i + 1).padStart(4, '0')}`,
      contact: `+58412${3_000_000 + i * 7}`, // no run of digits shared with the names
      email: '',
    }),
  );
}

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
