// The addresses the page's first script (@vet/facts' earlyRequests) asks for, given the data list a
// first-screens.config.js names, with each instant filled in as that script would now (freeze "now"
// with fakeToday): a screen's first request must be exactly one of them for the early answer to be used.
import { earlyRequests, TOKEN_STORAGE_KEY } from '@vet/facts';

const LIST_ID = 'early-addresses-under-test';
const GLOBAL = '__earlyAddressesUnderTest';

export function earlyAddresses(addresses: readonly string[]): string[] {
  const asked: string[] = [];
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = LIST_ID;
  list.textContent = JSON.stringify(addresses);
  document.head.append(list);
  const { fetch } = window;
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  window.fetch = ((url: string) => {
    asked.push(url);
    return Promise.resolve(new Response(null, { status: 204 }));
  }) as typeof window.fetch;
  try {
    if (token === null) localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    earlyRequests(TOKEN_STORAGE_KEY, LIST_ID, 'no-hints', GLOBAL);
  } finally {
    window.fetch = fetch;
    if (token === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
    list.remove();
    delete (window as unknown as Record<string, unknown>)[GLOBAL];
  }
  return asked;
}
