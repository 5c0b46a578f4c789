import { pino, type Logger, type LoggerOptions } from 'pino';

// The reset code travels in the URL of POST /auth/update-password/:token: never write it to the log.
const CODE_IN_URL = /(\/update-password\/)[^/?#]*/;

export function maskUrl(url: string): string {
  return url.replace(CODE_IN_URL, '$1[oculto]');
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
