import type { AppContext } from '../context.js';
import type { Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import type { RateRule } from '../http/rate-limit.js';
import { checkCode, consumeCode, type CodeCheck, type CodePurpose } from './codes.js';
import { normalizeEmail } from './input.js';
import { findVetByEmail } from './vets-repo.js';

export interface RedeemArgs {
  purpose: CodePurpose;
  code: string;
  email?: string;
  ip: string;
  /** Single use: consume on success (confirm, update password) or only check it (validate-token). */
  consume: boolean;
  /** Work done in the same transaction as consuming the code. */
  apply?: (q: Queryable, vetId: string, now: Date) => Promise<void>;
  /** Costly work the apply step needs (hashing a new password), done only once the attempt is allowed. */
  prepare?: () => Promise<void>;
}

/**
 * Checks a code under the wrong-code limits (per client address, and per e-mail when given),
 * counts a wrong one against them, and answers the caller in Spanish. Returns the vet id.
 */
export async function redeemCode(ctx: AppContext, args: RedeemArgs): Promise<string> {
  const { limits } = ctx.auth;
  const email = args.email ? normalizeEmail(args.email) : undefined;
  const guards: [RateRule, string][] = [[limits.codePerIp, args.ip]];
  // Without the e-mail a guess is matched against every live code of every account: besides the
  // per-address rule, one rule over all such guesses bounds what many addresses together can try.
  guards.push(email ? [limits.codePerAccount, email] : [limits.codeWithoutEmail, 'all']);
  const attempt = await ctx.limiter.reserve(guards);
  await args.prepare?.();

  const now = ctx.clock.now();
  const outcome = await ctx.db.tx(async (q): Promise<CodeCheck> => {
    const vetId = email === undefined ? undefined : ((await findVetByEmail(q, email))?.id ?? null);
    const check = await checkCode(q, {
      purpose: args.purpose,
      code: args.code,
      vetId,
      now,
      maxAttempts: ctx.auth.maxCodeAttempts,
    });
    if (check.ok) {
      if (args.consume) await consumeCode(q, check.codeId, now);
      await args.apply?.(q, check.vetId, now);
    }
    return check; // a wrong try is committed too: it spends one of the code's attempts
  });
  // A right code, or a late one, was no guess: only wrong codes count.
  if (outcome.ok || outcome.reason === 'expired') await attempt.refund();
  if (outcome.ok) return outcome.vetId;
  throw codeError(outcome);
}

function codeError(outcome: Exclude<CodeCheck, { ok: true }>): HttpError {
  switch (outcome.reason) {
    case 'expired':
      return new HttpError(400, 'El código ha expirado. Solicita uno nuevo.');
    case 'exhausted':
      return new HttpError(
        400,
        'Demasiados intentos fallidos: el código ya no es válido. Solicita uno nuevo.',
      );
    default:
      return new HttpError(
        400,
        outcome.attemptsLeft === undefined
          ? 'Código no válido'
          : `Código no válido. Te quedan ${outcome.attemptsLeft} ${outcome.attemptsLeft === 1 ? 'intento' : 'intentos'}.`,
      );
  }
}
