import type { RateRule } from '../http/rate-limit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface AuthLimits {
  /** Wrong passwords for one e-mail. */
  loginPerAccount: RateRule;
  /**
   * Wrong passwords for one e-mail from an address that signed in to it before: counted apart, so an
   * attack from elsewhere (which exhausts loginPerAccount) does not lock the vet out at the clinic.
   */
  loginPerKnownAddress: RateRule;
  /**
   * Wrong passwords from one client address, for accounts that never signed in from it: a ceiling on
   * guessing many accounts from one place, high because a whole clinic may share the address.
   */
  loginPerIp: RateRule;
  /** Wrong codes for one e-mail (across re-issued codes). */
  codePerAccount: RateRule;
  /** Wrong codes from one client address. */
  codePerIp: RateRule;
  /** Wrong codes sent without an e-mail, from every address together (each is tried against all live codes). */
  codeWithoutEmail: RateRule;
  /** Mails requested for one address (register, new code, forgot password). */
  mailPerEmail: RateRule;
  /** Invitations one clinic sends (each is a mail to an address of the administrator's choosing). */
  invitationsPerClinic: RateRule;
  /** Mails requested from one client address (a ceiling; accounts known at the address are spared). */
  mailPerIp: RateRule;
  /** A clinic's documents mailed to pets' owners (each is a mail with a PDF the clinic made). */
  documentMailsPerClinic: RateRule;
}

export interface AuthSettings {
  sessionTtlMs: number;
  sessionIdleMs: number;
  confirmCodeTtlMs: number;
  resetCodeTtlMs: number;
  /** How long an address stays known to an account after a successful login from it. */
  knownAddressMs: number;
  /** Wrong tries after which a code dies. */
  maxCodeAttempts: number;
  limits: AuthLimits;
}

export const defaultAuthSettings: AuthSettings = {
  sessionTtlMs: 12 * HOUR,
  sessionIdleMs: 2 * HOUR,
  confirmCodeTtlMs: 10 * MINUTE,
  resetCodeTtlMs: 30 * MINUTE,
  knownAddressMs: 30 * 24 * HOUR,
  maxCodeAttempts: 5,
  limits: {
    loginPerAccount: { name: 'login-account', max: 10, windowMs: 15 * MINUTE },
    loginPerKnownAddress: { name: 'login-known-address', max: 10, windowMs: 15 * MINUTE },
    loginPerIp: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE },
    codePerAccount: { name: 'code-account', max: 10, windowMs: 15 * MINUTE },
    codePerIp: { name: 'code-ip', max: 20, windowMs: 15 * MINUTE },
    codeWithoutEmail: { name: 'code-without-email', max: 100, windowMs: 15 * MINUTE },
    mailPerEmail: { name: 'mail-email', max: 5, windowMs: 15 * MINUTE },
    mailPerIp: { name: 'mail-ip', max: 100, windowMs: 15 * MINUTE },
    invitationsPerClinic: { name: 'invitations-clinic', max: 30, windowMs: 60 * MINUTE },
    documentMailsPerClinic: { name: 'document-mails-clinic', max: 20, windowMs: 60 * MINUTE },
  },
};

export type AuthSettingsOverrides = Partial<Omit<AuthSettings, 'limits'>> & { limits?: Partial<AuthLimits> };

export function resolveAuthSettings(overrides: AuthSettingsOverrides = {}): AuthSettings {
  return {
    ...defaultAuthSettings,
    ...overrides,
    limits: { ...defaultAuthSettings.limits, ...overrides.limits },
  };
}
