// A remote that could not be shown is told to the browser's console (for whoever opens it) and to the
// server's log (for whoever runs the product), where version skew would otherwise go unseen. The
// report names the remote, the kind of failure and its reason (packages and versions): nothing
// about the vet or the page.
import { RemoteLoadError } from './RemoteLoadError';

export const CLIENT_EVENTS_PATH = '/api/client-events';

/** The first cause's message: the runtime's own words for an unavailable remote. */
const detailOf = (error: RemoteLoadError) =>
  error.cause instanceof Error ? error.cause.message : error.message;

export function reportRemoteFailure(error: RemoteLoadError): void {
  const reason = error.kind === 'incompatible' ? error.message : detailOf(error);
  console.error(
    error.kind === 'incompatible'
      ? `[shell] Módulo no compatible: ${error.remote} ${reason}`
      : `[shell] No se pudo cargar el módulo ${error.remote}: ${reason}`,
    error,
  );
  // One line, as the server takes it (no control characters): the runtime's messages may span several.
  const line = [...reason]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const event = { type: `remote-${error.kind}`, remote: error.remote, reason: line.slice(0, 300) };
  // keepalive: the report still leaves if the vet closes the tab. A failed report changes nothing.
  try {
    void fetch(new URL(CLIENT_EVENTS_PATH, window.location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // No fetch at all (an old test environment): the console has it.
  }
}
