import { pino, type Logger, type LoggerOptions } from 'pino';

// The reset code travels in the URL of POST /auth/update-password/:token, and a photo URL's signature
// in its `sig` parameter (patients/photo-urls.ts): neither is ever written to the log.
const CODE_IN_URL = /(\/update-password\/)[^/?#]*/;
const SIGNATURE_IN_URL = /([?&]sig=)[^&#]*/g;

export function maskUrl(url: string): string {
  return url.replace(CODE_IN_URL, '$1[oculto]').replace(SIGNATURE_IN_URL, '$1[oculto]');
}

interface RequestLike {
  method: string;
  url: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

export function loggerOptions(level = 'info'): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.confirmPassword',
        '*.currentPassword',
        '*.passwordHash',
        '*.token',
        'password',
        'token',
      ],
      censor: '[oculto]',
    },
    serializers: {
      req: (req: RequestLike) => ({ method: req.method, url: maskUrl(req.url), remoteAddress: req.ip }),
    },
  };
}

export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(loggerOptions(level));
}
