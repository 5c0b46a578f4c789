import type { AppContext } from '../context.js';

// A row in rate_limits keyed by a hash of e-mail and address: neither is stored in clear.
const KNOWN_ADDRESS = 'login-known-address-seen';

const pairOf = (email: string, ip: string) => `${email} ${ip}`;

/**
 * True when this account signed in successfully from this client address within knownAddressMs: the
 * vet's clinic or home. Such a pair has its own allowances, so what others do from the same address
 * (a shared clinic connection, a proxy) or against the account from elsewhere cannot lock it out.
 */
export function isKnownAddress(ctx: AppContext, email: string, ip: string): Promise<boolean> {
  return ctx.limiter.remembers(KNOWN_ADDRESS, pairOf(email, ip));
}

export function rememberAddress(ctx: AppContext, email: string, ip: string): Promise<void> {
  return ctx.limiter.remember(KNOWN_ADDRESS, pairOf(email, ip), ctx.auth.knownAddressMs);
}

/** The subject of the per-(account, address) allowance. */
export const accountAtAddress = pairOf;
