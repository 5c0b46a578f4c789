import type { FastifyInstance } from 'fastify';
import { createClinic } from '../clinics/repo.js';
import { clinicOfSignUp } from '../clinics/input.js';
import { liveInvitation } from '../clinics/invitations-repo.js';
import { invitationToken, joinInvitedClinic } from '../clinics/routes-invitations.js';
import { HttpError } from '../http/errors.js';
import type { AppContext } from '../context.js';
import { replySent } from './after-reply.js';
import { issueCode } from './codes.js';
import { assertNewPassword, normalizeEmail, requireCmvOf, toProfile } from './input.js';
import { accountExistsMail, alreadyConfirmedMail, confirmationMail } from './mails.js';
import { mailAccountAfterReply, mailGuards } from './mail-guards.js';
import { hashPassword } from './passwords.js';
import { redeemCode } from './redeem-code.js';
import {
  confirmAccountSchema,
  createAccountSchema,
  requestNewTokenSchema,
  type CodeBody,
  type CreateAccountBody,
  type EmailBody,
} from './schemas.js';
import { findVetByEmail, insertVet, markConfirmed } from './vets-repo.js';

// Same answer whether or not the e-mail was already registered (no account enumeration).
export const ACCOUNT_CREATED_MSG =
  'Registro exitoso. Revisa tu correo: te enviamos un código para confirmar tu cuenta.';
export const NEW_CODE_MSG = 'Nuevo código enviado al email';

/**
 * The pending invitation a sign-up names (its id), checked before the answer: a link that cannot be
 * used, or one sent to another address, is refused with its reason. Naming the invited address tells
 * the link's holder nothing they did not already have in the mail.
 */
async function invitationFor(ctx: AppContext, raw: string, email: string) {
  const invitation = await liveInvitation(ctx.db, invitationToken(raw), ctx.clock.now());
  if (invitation.email !== email) {
    throw new HttpError(400, `La invitación es para otro correo (${invitation.email}).`);
  }
  return invitation;
}

/** Registration, confirmation and new confirmation codes. */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, mailer, clock, auth, limiter } = ctx;

  app.post<{ Body: CreateAccountBody }>(
    '/auth/create-account',
    { schema: createAccountSchema },
    async (request, reply) => {
      const body = request.body;
      assertNewPassword(body.password, body.confirmPassword);
      const email = normalizeEmail(body.email);
      const invitation =
        body.invitation === undefined ? undefined : await invitationFor(ctx, body.invitation, email);
      // Founding a clinic, or joining one as a vet, takes a vet's licence; the front desk and groomers none.
      requireCmvOf(invitation ? invitation.role : 'admin', body.cmv);
      const guards = await mailGuards(ctx, email, request.ip);
      await limiter.reserve(guards);
      // Hashed before the answer, for every e-mail alike (and so a flood of sign-ups waits for it).
      const passwordHash = await hashPassword(body.password);

      // Whether the e-mail is taken is found out after the answer, so its timing cannot tell.
      mailer.sendAfter(replySent(reply), async () => {
        const now = clock.now();
        const created = await db.tx(async (q) => {
          const profile = toProfile(body);
          const vet = await insertVet(
            q,
            { ...profile, email, passwordHash, joiningInvitationId: invitation?.id },
            now,
          );
          if (!vet) return undefined;
          if (!invitation) await createClinic(q, clinicOfSignUp(body.clinic, profile), vet.id, now);
          return { vet, code: await issueCode(q, vet.id, 'confirm', now, auth.confirmCodeTtlMs) };
        });
        if (created) return confirmationMail(email, created.vet.name, created.code, auth.confirmCodeTtlMs);
        const existing = await findVetByEmail(db, email);
        return existing && accountExistsMail(email, existing.name, existing.confirmed);
      });
      return reply.code(201).send({ msg: ACCOUNT_CREATED_MSG });
    },
  );

  app.post<{ Body: CodeBody }>('/auth/confirm-account', { schema: confirmAccountSchema }, async (request) => {
    await redeemCode(ctx, {
      purpose: 'confirm',
      code: request.body.token,
      email: request.body.email,
      ip: request.ip,
      consume: true,
      apply: async (q, vetId, now) => {
        await markConfirmed(q, vetId, now);
        await joinInvitedClinic(q, vetId, now);
      },
    });
    return { msg: 'Cuenta confirmada' };
  });

  app.post<{ Body: EmailBody }>(
    '/auth/request-new-token',
    { schema: requestNewTokenSchema },
    async (request, reply) => {
      await mailAccountAfterReply(ctx, request, reply, async (vet, email) => {
        if (vet.confirmed) return alreadyConfirmedMail(email, vet.name);
        const code = await db.tx((q) => issueCode(q, vet.id, 'confirm', clock.now(), auth.confirmCodeTtlMs));
        return confirmationMail(email, vet.name, code, auth.confirmCodeTtlMs);
      });
      return { msg: NEW_CODE_MSG };
    },
  );
}
