// Reading the session token, without the change listeners of tokenStorage.ts: stateless, so the
// shell's start-up can bundle it (boot.ts) before the shared instance of shared-ui is loaded.

import { TOKEN_STORAGE_KEY } from '@vet/facts';

export { TOKEN_STORAGE_KEY };

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies): then there is no session.
    return null;
  }
}
