import type { FastifyInstance } from 'fastify';
import { ANY_MEMBER } from '../clinics/roles.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { issueCode } from './codes.js';
import { assertNewPassword } from './input.js';
import { passwordChangedMail, resetMail } from './mails.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { redeemCode } from './redeem-code.js';
import { mailAccountAfterReply } from './mail-guards.js';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  updatePasswordSchema,
  validateTokenSchema,
  type ChangePasswordBody,
  type CodeBody,
  type EmailBody,
  type UpdatePasswordBody,
  type UpdatePasswordParams,
} from './schemas.js';
import { deleteVetSessions } from './sessions.js';
import { findVetById, setPassword } from './vets-repo.js';

export const RESET_SENT_MSG = 'Instrucciones enviadas al email';
export const PASSWORD_UPDATED_MSG = 'Contraseña actualizada';
const WRONG_CURRENT_MSG = 'La contraseña actual es incorrecta';

/** Forgotten password (code by mail, check it, set a new password) and change while signed in. */
export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, auth, limiter } = ctx;

  app.post<{ Body: EmailBody }>(
    '/auth/forgot-password',
    { schema: forgotPasswordSchema },
    async (request, reply) => {
      await mailAccountAfterReply(ctx, request, reply, async (vet, email) => {
        const code = await db.tx((q) => issueCode(q, vet.id, 'reset', clock.now(), auth.resetCodeTtlMs));
        return resetMail(email, vet.name, code, auth.resetCodeTtlMs);
      });
      return { msg: RESET_SENT_MSG };
    },
  );

  app.post<{ Body: CodeBody }>('/auth/validate-token', { schema: validateTokenSchema }, async (request) => {
    await redeemCode(ctx, {
      purpose: 'reset',
      code: request.body.token,
      email: request.body.email,
      ip: request.ip,
      consume: false,
    });
    return { msg: 'Token válido' };
  });

  app.post<{ Params: UpdatePasswordParams; Body: UpdatePasswordBody }>(
    '/auth/update-password/:token',
    { schema: updatePasswordSchema },
    async (request) => {
      const { password, confirmPassword, email } = request.body;
      assertNewPassword(password, confirmPassword);
      // Hashed only once the limits allow the try: a refused guess must not cost an argon2 hash
      // (19 MiB and a few tens of ms each, an easy way to exhaust the server otherwise).
      let passwordHash = '';
      const vetId = await redeemCode(ctx, {
        prepare: async () => {
          passwordHash = await hashPassword(password);
        },
        purpose: 'reset',
        code: request.params.token,
        email,
        ip: request.ip,
        consume: true,
        // The mailbox is proven, so the account counts as confirmed; every open session ends.
        apply: async (q, id, now) => {
          await setPassword(q, id, passwordHash, now, true);
          await deleteVetSessions(q, id);
        },
      });
      await notifyPasswordChanged(ctx, vetId);
      return { msg: PASSWORD_UPDATED_MSG };
    },
  );

  app.post<{ Body: ChangePasswordBody }>(
    '/auth/change-password',
    { schema: changePasswordSchema, onRequest: app.authenticate, config: { permission: ANY_MEMBER } },
    async (request) => {
      const { currentPassword, password, confirmPassword } = request.body;
      const vet = await findVetById(db, request.vetId);
      if (!vet) throw new HttpError(401, 'Sesión no válida o expirada');
      const guard: [typeof auth.limits.loginPerAccount, string][] = [
        [auth.limits.loginPerAccount, vet.email],
      ];
      const attempt = await limiter.reserve(guard);
      if (!(await verifyPassword(vet.password_hash, currentPassword))) {
        throw new HttpError(400, WRONG_CURRENT_MSG, [{ field: 'currentPassword', msg: WRONG_CURRENT_MSG }]);
      }
      await attempt.refund();
      assertNewPassword(password, confirmPassword);
      const passwordHash = await hashPassword(password);
      await db.tx(async (q) => {
        await setPassword(q, vet.id, passwordHash, clock.now(), false);
        await deleteVetSessions(q, vet.id, request.sessionId); // other devices are signed out, this one stays
      });
      await notifyPasswordChanged(ctx, vet.id);
      return { msg: PASSWORD_UPDATED_MSG };
    },
  );
}

async function notifyPasswordChanged(ctx: AppContext, vetId: string): Promise<void> {
  const vet = await findVetById(ctx.db, vetId);
  if (vet) ctx.mailer.send(passwordChangedMail(vet.email, vet.name));
}
