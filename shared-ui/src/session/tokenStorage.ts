// The session token, kept in localStorage so it survives reloads and is shared by tabs.
// Listeners hear every change, including a logout or login in another tab (the "storage" event),
// so the layout can react to the session ending wherever that happens.

import { TOKEN_STORAGE_KEY } from './readToken';

export { TOKEN_STORAGE_KEY, getToken } from './readToken';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } finally {
    notify();
  }
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) notify();
  });
}
