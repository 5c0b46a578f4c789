import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { EARLY_DATA_SCRIPT_SOURCE } from './early-data.js';
import { environmentOrigins, type EnvironmentFile, type EnvironmentState } from './environment-file.js';

/**
 * Security headers other than the CSP (set per request below). No upgrade-insecure-requests and no HSTS:
 * a clinic may serve plain http on its LAN; TLS belongs to whatever terminates it.
 */
export function helmetOptions(): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: 'deny' },
    // Remotes may be consumed by a shell on another origin (staging): static assets must be loadable cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

// A source list entry is one token: nothing that could end the directive or start another.
const SAFE_SOURCE = /^[^\s;,'"]+$/;

/**
 * Scripts, styles, connections, images and fonts from this origin plus `origins` (remotes on other origins,
 * the staging override allowlist). antd injects inline styles, so style-src keeps 'unsafe-inline'; scripts never:
 * the one inline script, the page's early API requests (http/early-data.ts), is allowed by its hash.
 */
export function contentSecurityPolicy(origins: readonly string[]): string {
  const extra = [...new Set(origins)].filter((o) => SAFE_SOURCE.test(o));
  const list = (...sources: string[]) => [...sources, ...extra].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", EARLY_DATA_SCRIPT_SOURCE)}`,
    `connect-src ${list("'self'")}`,
    `style-src ${list("'self'", "'unsafe-inline'")}`,
    `img-src ${list("'self'", 'data:', 'blob:')}`,
    `font-src ${list("'self'", 'data:')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sets the CSP on every response from the environment file as it is now (it is cached by mtime), so
 * pointing a remote at another origin needs no restart. `extraOrigins`: CSP_EXTRA_ORIGINS.
 */
export function addContentSecurityPolicy(
  app: FastifyInstance,
  { environment, extraOrigins = [] }: { environment?: EnvironmentFile; extraOrigins?: string[] },
): void {
  let last: { state?: EnvironmentState; header: string } = { header: contentSecurityPolicy(extraOrigins) };
  app.addHook('onRequest', async (_request, reply) => {
    const state = await environment?.read();
    if (state !== last.state) {
      const fromFile = state?.ok ? environmentOrigins(state.environment) : [];
      last = { state, header: contentSecurityPolicy([...fromFile, ...extraOrigins]) };
    }
    reply.header('content-security-policy', last.header);
  });
}
