import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { RateRule } from '../http/rate-limit.js';
import type { MailMessage } from '../mail/mailer.js';
import { replySent } from './after-reply.js';
import { normalizeEmail } from './input.js';
import { accountAtAddress, isKnownAddress } from './known-addresses.js';
import { findVetByEmail, type VetRow } from './vets-repo.js';

/**
 * Every call that sends a mail counts against the e-mail it goes to and, as a ceiling, against the
 * client address; an account asking from an address it signed in from is spared the ceiling, so
 * others behind a clinic's shared address cannot use it up for the vet.
 */
export async function mailGuards(ctx: AppContext, email: string, ip: string): Promise<[RateRule, string][]> {
  const known = await isKnownAddress(ctx, email, ip);
  // A known pair counts against a ceiling of its own: the same two counters either way, so the work
  // does not tell whether this e-mail signed in from here.
  return [
    [ctx.auth.limits.mailPerEmail, email],
    [ctx.auth.limits.mailPerIp, known ? accountAtAddress(email, ip) : ip],
  ];
}

/**
 * A request that mails a code to an e-mail's account (a new confirmation code, a password reset):
 * counted against the mail limits now; the account is looked up after the answer has left, so
 * neither the answer nor its timing tells whether there is one. `compose` gets the account found.
 */
export async function mailAccountAfterReply(
  ctx: AppContext,
  request: FastifyRequest<{ Body: { email: string } }>,
  reply: FastifyReply,
  compose: (vet: VetRow, email: string) => Promise<MailMessage | undefined>,
): Promise<void> {
  const email = normalizeEmail(request.body.email);
  await ctx.limiter.reserve(await mailGuards(ctx, email, request.ip));
  ctx.mailer.sendAfter(replySent(reply), async () => {
    const vet = await findVetByEmail(ctx.db, email);
    return vet ? compose(vet, email) : undefined;
  });
}
