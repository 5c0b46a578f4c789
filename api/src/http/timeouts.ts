import type { FastifyServerOptions } from 'fastify';

/** How long a connection may take over each part of a request (tests shrink them). */
export interface HttpTimeouts {
  /** From a request's first byte to the end of its headers. */
  headersMs: number;
  /** From a request's first byte to the end of its body. */
  requestMs: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveMs: number;
  /** How often Node looks for connections past the first two (Node's default is 30 s). */
  checkEveryMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  // Headers are a few hundred bytes: 10 s is plenty for any real client, and a connection that
  // never finishes them (slowloris) is closed within 11 s instead of Node's 60 + 30.
  headersMs: 10_000,
  // The longest body is a backup restore (up to 200 MiB, backup/format.ts): 5 minutes is about
  // 0.7 MiB/s, a clinic's uplink. Node applies one figure to every route.
  requestMs: 300_000,
  // Longer than a load balancer's own idle timeout (nginx and most keep 60 s), so the balancer closes
  // an idle upstream connection first and never sends a request on one being closed.
  keepAliveMs: 72_000,
  checkEveryMs: 1_000,
};

/** The Fastify (and underlying Node http server) options for these timeouts. */
export function timeoutOptions(overrides: Partial<HttpTimeouts> = {}): FastifyServerOptions {
  const t = { ...DEFAULT_HTTP_TIMEOUTS, ...overrides };
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
  } as FastifyServerOptions;
}
