import type { FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../http/errors.js';
import { writerFor } from '../audit/actor.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/pool.js';
import {
  ANY_MEMBER,
  forbiddenMessage,
  PERMISSIONS,
  roleAllows,
  type Role,
  type RoutePermission,
} from '../clinics/roles.js';
import { findSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Guard for protected routes, used as `{ onRequest: app.authenticate, config: { permission } }` so
     * a caller without a session gets 401, and one whose role lacks the route's permission 403, before
     * the body is even parsed. Sets request.vetId, clinicId, role and sessionId.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in person (their own account, the author of what they write). */
    vetId: string;
    /** The clinic the session works in; every query on records filters by it. */
    clinicId: string;
    /** The person's role in that clinic (clinics/roles.ts), read on every request. */
    role: Role;
    /** The clinic's time zone (IANA): «today» and an appointment's hours are counted in it. */
    clinicZone: string;
    sessionId: string;
    /** The database as this request writes to it: logged in the clinic's activity under the person. */
    writer: Db;
  }
  interface FastifyContextConfig {
    /** What the route needs of the caller's role (clinics/roles.ts); every authenticated route names one. */
    permission?: RoutePermission;
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
    request.clinicId = session.clinicId;
    request.role = session.role;
    request.clinicZone = session.timeZone;
    request.sessionId = session.sessionId;
    const permission = request.routeOptions.config.permission ?? ANY_MEMBER;
    if (!roleAllows(session.role, permission)) {
      throw new HttpError(403, forbiddenMessage(session.role, permission as keyof typeof PERMISSIONS));
    }
    request.writer = writerFor(ctx.db, { vetId: session.vetId, clinicId: session.clinicId, permission });
  };
}

/**
 * onRoute hook: a route guarded by `authenticate` must say which permission it needs (or ANY_MEMBER),
 * so a new route cannot silently be open to every role. Throws while the app is being built.
 */
export function requirePermissionDeclared(authenticate: unknown) {
  return (route: RouteOptions): void => {
    const guarded = [route.onRequest ?? []].flat().includes(authenticate as never);
    const permission = (route.config as { permission?: string } | undefined)?.permission;
    if (!guarded || route.method === 'HEAD') return;
    if (permission !== ANY_MEMBER && !(permission && permission in PERMISSIONS)) {
      throw new Error(`${String(route.method)} ${route.url}: falta config.permission (clinics/roles.ts)`);
    }
  };
}
