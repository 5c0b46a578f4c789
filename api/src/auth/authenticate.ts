import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { AppContext } from '../context.js';
import { findSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Guard for protected routes, used as `{ onRequest: app.authenticate }` so a caller without a
     * session gets 401 before the body is even parsed. Sets request.vetId and request.sessionId.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in vet; every query on vet data filters by it. */
    vetId: string;
    sessionId: string;
  }
}

export const SESSION_INVALID_MSG = 'Sesión no válida o expirada';

// Tokens are 32 random bytes in base64url: 43 characters.
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{43})\s*$/i;

export function createAuthenticate(ctx: AppContext): (request: FastifyRequest) => Promise<void> {
  return async function authenticate(request: FastifyRequest) {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const session = match ? await findSession(ctx.db, match[1], ctx.clock.now(), ctx.auth) : undefined;
    if (!session) throw new HttpError(401, SESSION_INVALID_MSG);
    request.vetId = session.vetId;
    request.sessionId = session.sessionId;
  };
}
