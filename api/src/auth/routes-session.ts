import type { FastifyInstance } from 'fastify';
import { ANY_MEMBER } from '../clinics/roles.js';
import { membershipsOf } from '../clinics/members-repo.js';
import { findClinic, firstClinicOf } from '../clinics/repo.js';
import { ROLE_PERMISSIONS } from '../clinics/roles.js';
import { recordEvent } from '../audit/events.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import type { RateRule } from '../http/rate-limit.js';
import { SESSION_INVALID_MSG } from './authenticate.js';
import { normalizeEmail } from './input.js';
import { accountAtAddress, isKnownAddress, rememberAddress } from './known-addresses.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { loginSchema, logoutSchema, userResponseSchema, type LoginBody } from './schemas.js';
import { createSession, deleteSession } from './sessions.js';
import { findVetByEmail, findVetById, toUser } from './vets-repo.js';

export const BAD_CREDENTIALS_MSG = 'Email o contraseña incorrectos';
// Every member's access was ended (docs/product/clinic.md#members): the password was right, so say why.
export const NO_CLINIC_MSG =
  'Tu cuenta no pertenece a ninguna clínica activa. Pide al administrador de tu clínica que te invite de nuevo.';
export const UNCONFIRMED_MSG = 'Debes confirmar tu cuenta antes de iniciar sesión. Revisa tu correo.';

/** A wrong password for a known account: an entry in each clinic the account works in. */
async function logFailedLogin(db: Db, vetId: string): Promise<void> {
  await db.query(
    `INSERT INTO audit_entries (clinic_id, actor_id, action, record_kind, summary)
     SELECT clinic_id, vet_id, 'login_failed', 'session', 'Contraseña incorrecta'
     FROM clinic_members WHERE vet_id = $1 AND active`,
    [vetId],
  );
}

/** Login, current user and logout. */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, auth, limiter } = ctx;

  app.post<{ Body: LoginBody }>('/auth/login', { schema: loginSchema }, async (request) => {
    const email = normalizeEmail(request.body.email);
    // An address this account signed in from has its own allowance, which neither attacks on the
    // account from elsewhere nor wrong passwords of others behind the same address (a clinic's shared
    // connection) can spend. Anyone else is bounded per account and by a ceiling per address.
    const known = await isKnownAddress(ctx, email, request.ip);
    const pair = accountAtAddress(email, request.ip);
    const accountRule = known ? auth.limits.loginPerKnownAddress : auth.limits.loginPerAccount;
    const accountSubject = known ? pair : email;
    // A known pair's ceiling is its own (the same two counters either way).
    const guards: [RateRule, string][] = [
      [accountRule, accountSubject],
      [auth.limits.loginPerIp, known ? pair : request.ip],
    ];
    // Counted now, taken back below when the password was right.
    const attempt = await limiter.reserve(guards);

    const vet = await findVetByEmail(db, email);
    const ok = vet
      ? await verifyPassword(vet.password_hash, request.body.password)
      : await verifyAgainstDummy(request.body.password);
    if (vet && !ok) await logFailedLogin(db, vet.id);
    if (!vet || !ok) throw new HttpError(401, BAD_CREDENTIALS_MSG);
    await attempt.refund();
    // Only after the password matched, so this answer does not reveal unconfirmed accounts.
    if (!vet.confirmed) throw new HttpError(403, UNCONFIRMED_MSG);
    const clinicId = await firstClinicOf(db, vet.id);
    if (!clinicId) throw new HttpError(403, NO_CLINIC_MSG);
    await limiter.reset(accountRule, accountSubject);
    await rememberAddress(ctx, email, request.ip);
    const token = await db.tx(async (q) => {
      await recordEvent(q, { clinicId, actorId: vet.id, action: 'login', kind: 'session', summary: '' });
      return createSession(q, vet.id, clinicId, clock.now(), auth);
    });
    return { token };
  });

  app.get(
    '/auth/user',
    { schema: userResponseSchema, onRequest: app.authenticate, config: { permission: ANY_MEMBER } },
    async (request) => {
      const [vet, clinic, clinics] = await Promise.all([
        findVetById(db, request.vetId),
        findClinic(db, request.clinicId),
        membershipsOf(db, request.vetId),
      ]);
      if (!vet || !clinic) throw new HttpError(401, SESSION_INVALID_MSG);
      const permissions = ROLE_PERMISSIONS[request.role];
      return { ...toUser(vet), clinic, role: request.role, permissions, clinics };
    },
  );

  app.post(
    '/auth/logout',
    { schema: logoutSchema, onRequest: app.authenticate, config: { permission: ANY_MEMBER } },
    async (request, reply) => {
      await deleteSession(db, request.sessionId, request.vetId);
      return reply.code(204).send();
    },
  );
}
