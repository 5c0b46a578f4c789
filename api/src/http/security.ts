import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Security headers. Scripts only from this origin (plus any origin allowed for staging remotes);
 * antd injects inline styles, so style-src needs 'unsafe-inline'. No upgrade-insecure-requests and
 * no HSTS: a clinic may serve plain http on its LAN; TLS belongs to whatever terminates it.
 */
export function helmetOptions(extraOrigins: string[] = []): FastifyHelmetOptions {
  const self = ["'self'", ...extraOrigins];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: self,
        connectSrc: self,
        styleSrc: ["'self'", "'unsafe-inline'", ...extraOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraOrigins],
        fontSrc: ["'self'", 'data:', ...extraOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
    frameguard: { action: 'deny' },
    // Remotes may be consumed by a shell on another origin (staging): static assets must be loadable cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}
