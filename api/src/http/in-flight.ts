import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long close() waits for handlers still running after their client went away. */
const DRAIN_TIMEOUT_MS = 20_000;

/**
 * Makes app.close() wait for every request's work, not only for the sockets. Fastify's close resolves
 * once the HTTP server has no connections, but a handler whose client disconnected keeps running (an
 * argon2 check, then a query): ending the pool under it logs "Cannot use a pool after calling end".
 * A request counts from onRequest until its response is sent and its handler has settled.
 * Register before the routes: the handlers are wrapped as each route is added.
 */
export function drainOnClose(app: FastifyInstance, timeoutMs = DRAIN_TIMEOUT_MS): void {
  const pending = new Set<FastifyRequest>();
  const running = new Set<FastifyRequest>();
  const closed = new WeakSet<FastifyRequest>();
  let wake: (() => void) | undefined;
  const settle = (request: FastifyRequest) => {
    pending.delete(request);
    if (pending.size === 0) wake?.();
  };

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    pending.add(request);
    // While closing, answer and then close the connection: a client that reuses a kept-alive socket
    // just as the server drops it would see a reset instead of an answer.
    if (closing) reply.header('connection', 'close');
    // 'close' comes after the response is sent, or when the client goes away first.
    reply.raw.once('close', () => {
      closed.add(request);
      if (!running.has(request)) settle(request);
    });
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      running.add(request);
      try {
        return await handler.call(this, request, reply);
      } finally {
        running.delete(request);
        if (closed.has(request)) settle(request); // its client left while it ran
      }
    };
  });
  // onClose hooks run after Fastify has closed the HTTP server (no new requests, sockets ended).
  app.addHook('onClose', async () => {
    if (pending.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, timeoutMs);
    });
    clearTimeout(timer);
    if (pending.size > 0) app.log.warn({ requests: pending.size }, 'Peticiones sin terminar al cerrar');
  });
}
