// The overrides of this tab, in sessionStorage: they survive reloads and navigation in the tab, and
// end with it (another tab, or a vet's next visit, never inherits a tester's staging build).
import { parseStoredOverrides, type RemoteOverrides } from './overrideParams';

export const OVERRIDES_STORAGE_KEY = 'vet.remoteOverrides';

type OverrideStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can be unavailable (privacy mode, blocked cookies): then no override is kept.
function session(): OverrideStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredOverrides(store: OverrideStore | null = session()): RemoteOverrides {
  try {
    return parseStoredOverrides(store?.getItem(OVERRIDES_STORAGE_KEY) ?? null);
  } catch {
    return {};
  }
}

export function writeStoredOverrides(
  overrides: RemoteOverrides,
  store: OverrideStore | null = session(),
): void {
  try {
    if (Object.keys(overrides).length === 0) store?.removeItem(OVERRIDES_STORAGE_KEY);
    else store?.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    // Quota or disabled storage: the override simply does not stick.
  }
}

export function clearStoredOverrides(store: OverrideStore | null = session()): void {
  writeStoredOverrides({}, store);
}
