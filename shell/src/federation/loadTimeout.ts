// How long a remote's manifest or entry (and remotes.json, provides.json, requires.json) may take
// before the remote counts as unavailable and its fallback, with «Reintentar», shows. Generous for a
// phone on a poor network (these files are a few KiB), and above the 10 s of a slow CDN that the e2e
// suite still expects to load. Without it a manifest that never answers kept the spinner up forever.
export const LOAD_TIMEOUT_MS = 15_000;

/** The error of a load cut by LOAD_TIMEOUT_MS: the remote is unavailable, and retrying at once would
 *  only make the vet wait as long again. */
export class LoadTimeoutError extends Error {
  constructor(url: string) {
    super(`${url} no respondió en ${LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'LoadTimeoutError';
  }
}

/** fetch() with the timeout, over the headers and the body alike (the signal stops both). */
export async function fetchWithTimeout(
  url: string | URL,
  init: RequestInit = {},
  ms = LOAD_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new LoadTimeoutError(String(url))), ms);
  try {
    // Not cleared on success: the body is read after this returns and must not hang either.
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    clearTimeout(timer);
    throw controller.signal.aborted ? controller.signal.reason : error;
  }
}

/** The errors a cause chain holds, the first one included. */
export function causesOf(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 10; current = current.cause) {
    chain.push(current);
  }
  return chain;
}

/** Whether a load was cut by the timeout. The federation runtime rethrows a failed manifest as a new
 *  RUNTIME-003 error with the original's text in its message, hence the test on messages too. */
export function isLoadTimeout(error: unknown): boolean {
  return causesOf(error).some(
    (item) =>
      item instanceof LoadTimeoutError ||
      item.message.includes('LoadTimeoutError') ||
      /ScriptNetworkError: Script ".*" timed out/.test(item.message),
  );
}
