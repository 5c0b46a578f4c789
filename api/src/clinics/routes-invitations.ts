import type { FastifyInstance } from 'fastify';
import { recordEvent } from '../audit/events.js';
import { normalizeEmail } from '../auth/input.js';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.js';
import { UNCONFIRMED_MSG } from '../auth/routes-session.js';
import { createSession } from '../auth/sessions.js';
import { findVetByEmail } from '../auth/vets-repo.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import { invitationMail } from './mails.js';
import {
  createInvitation,
  INVITATION_INVALID_MSG,
  INVITATION_NOT_FOUND_MSG,
  joiningInvitationOf,
  listPendingInvitations,
  liveInvitation,
  markAccepted,
  revokeInvitation,
} from './invitations-repo.js';
import { findMember, joinMember } from './members-repo.js';
import type { Role } from './roles.js';
import {
  acceptInvitationSchema,
  inviteSchema,
  listInvitationsSchema,
  revokeInvitationSchema,
  showInvitationSchema,
  type AcceptBody,
  type InvitationParams,
  type InviteBody,
  type TokenParams,
} from './schemas.js';

export const WRONG_PASSWORD_MSG = 'Contraseña incorrecta';
export const NO_ACCOUNT_MSG = 'No hay una cuenta con el correo de la invitación: crea una para aceptarla.';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const manage = { permission: 'clinic.manage' } as const;

/** The invitation's token, or the same «no válida» refusal for anything that cannot be one. */
export function invitationToken(raw: string): string {
  if (!TOKEN.test(raw)) throw new HttpError(404, INVITATION_INVALID_MSG);
  return raw;
}

/** Invitations: the administrator's calls, and the invitee's through the mailed link. */
export function invitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, limiter, mailer, auth } = ctx;

  app.post<{ Body: InviteBody }>(
    '/clinic/invitations',
    { schema: inviteSchema, onRequest: app.authenticate, config: manage },
    async (request, reply) => {
      const { clinicId, vetId } = request;
      const email = normalizeEmail(request.body.email);
      await limiter.reserve([[auth.limits.invitationsPerClinic, clinicId]]);
      const { invitation, token, clinicName, invitedBy } = await db.tx(async (q) => {
        const existing = await findVetByEmail(q, email);
        const member = existing && (await findMember(q, clinicId, existing.id));
        if (member?.active) throw new HttpError(409, `${email} ya es miembro de la clínica.`);
        const created = await createInvitation(
          q,
          clinicId,
          { email, role: request.body.role, invitedBy: vetId },
          clock.now(),
        );
        await recordEvent(q, {
          clinicId,
          actorId: vetId,
          action: 'invite',
          kind: 'invitation',
          recordId: created.invitation._id,
          summary: email,
          changes: { role: { from: null, to: created.invitation.role } },
        });
        const { rows } = await q.query<{ name: string }>('SELECT name FROM clinics WHERE id = $1', [
          clinicId,
        ]);
        return { ...created, clinicName: rows[0].name, invitedBy: created.invitation.invitedBy };
      });
      mailer.send(
        invitationMail(email, {
          clinicName,
          invitedBy,
          role: invitation.role,
          link: `${ctx.publicUrl}/auth/invitation/${token}`,
        }),
      );
      return reply.code(201).send({ msg: `Invitación enviada a ${email}`, invitation });
    },
  );

  app.get(
    '/clinic/invitations',
    { schema: listInvitationsSchema, onRequest: app.authenticate, config: manage },
    async (request) => listPendingInvitations(db, request.clinicId, clock.now()),
  );

  app.delete<{ Params: InvitationParams }>(
    '/clinic/invitations/:id',
    { schema: revokeInvitationSchema, onRequest: app.authenticate, config: manage },
    async (request) => {
      await db.tx(async (q) => {
        const revoked = await revokeInvitation(q, request.clinicId, request.params.id, clock.now());
        if (!revoked) throw new HttpError(404, INVITATION_NOT_FOUND_MSG);
        await recordEvent(q, {
          clinicId: request.clinicId,
          actorId: request.vetId,
          action: 'invitation_cancelled',
          kind: 'invitation',
          recordId: request.params.id,
          summary: revoked,
        });
      });
      return { msg: 'Invitación anulada' };
    },
  );

  // No session: whoever holds the mailed link (256 random bits) may see what it offers.
  app.get<{ Params: TokenParams }>(
    '/invitations/:token',
    { schema: showInvitationSchema },
    async (request) => {
      const invitation = await liveInvitation(db, invitationToken(request.params.token), clock.now());
      return {
        clinic: { name: invitation.clinicName },
        role: invitation.role,
        email: invitation.email,
        expiresAt: invitation.expiresAt,
        hasAccount: (await findVetByEmail(db, invitation.email)) !== undefined,
      };
    },
  );

  // An existing account accepts with its password, bounded like a login for the invited e-mail.
  app.post<{ Params: TokenParams; Body: AcceptBody }>(
    '/invitations/:token/accept',
    { schema: acceptInvitationSchema },
    async (request) => {
      const token = invitationToken(request.params.token);
      const invitation = await liveInvitation(db, token, clock.now());
      const attempt = await limiter.reserve([
        [auth.limits.loginPerAccount, invitation.email],
        [auth.limits.loginPerIp, request.ip],
      ]);
      const vet = await findVetByEmail(db, invitation.email);
      if (!vet) {
        await verifyAgainstDummy(request.body.password);
        throw new HttpError(404, NO_ACCOUNT_MSG);
      }
      if (!(await verifyPassword(vet.password_hash, request.body.password))) {
        throw new HttpError(401, WRONG_PASSWORD_MSG);
      }
      await attempt.refund();
      if (!vet.confirmed) throw new HttpError(403, UNCONFIRMED_MSG);
      const sessionToken = await db.tx(async (q) => {
        const now = clock.now();
        // Locked and read again: the same link used twice at once joins once.
        const live = await liveInvitation(q, token, now, true);
        await joinMember(q, live.clinicId, vet.id, live.role, now);
        await markAccepted(q, live.id, vet.id, now);
        await logJoin(q, live.clinicId, vet.id, `${vet.name} ${vet.last_name}`, live.role);
        return createSession(q, vet.id, live.clinicId, now, auth);
      });
      return { msg: `Te uniste a ${invitation.clinicName}`, token: sessionToken };
    },
  );
}

/**
 * Confirming an account created from an invitation (the code proves the invited mailbox) makes it a
 * member of the inviting clinic, if the invitation is still pending and within its 7 days.
 */
export async function joinInvitedClinic(q: Queryable, vetId: string, now: Date): Promise<void> {
  const invitation = await joiningInvitationOf(q, vetId, now);
  if (!invitation) return;
  await joinMember(q, invitation.clinic_id, vetId, invitation.role, now);
  await markAccepted(q, invitation.id, vetId, now);
  const { rows } = await q.query<{ name: string }>(
    "SELECT name || ' ' || last_name AS name FROM vets WHERE id = $1",
    [vetId],
  );
  await logJoin(q, invitation.clinic_id, vetId, rows[0].name, invitation.role);
}

/** The activity entry of a person joining through an invitation: they are its author. */
async function logJoin(
  q: Queryable,
  clinicId: string,
  vetId: string,
  name: string,
  role: Role,
): Promise<void> {
  await recordEvent(q, {
    clinicId,
    actorId: vetId,
    action: 'join',
    kind: 'member',
    recordId: vetId,
    summary: name,
    changes: { role: { from: null, to: role } },
  });
}
