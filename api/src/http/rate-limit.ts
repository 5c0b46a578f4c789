import type { Clock } from '../lib/clock.js';
import { sha256Hex } from '../lib/crypto.js';
import type { Queryable } from '../db/pool.js';
import { HttpError } from './errors.js';

/** At most `max` counted events per `windowMs` for one subject (an e-mail, a client address…). */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so limits survive restarts and hold across processes.
 * Callers check before the guarded work and count only what the rule is about (e.g. failed logins).
 */
export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the subject may try again; 0 when allowed. */
  async retryAfter(rule: RateRule, subject: string): Promise<number> {
    const now = this.clock.now();
    const { rows } = await this.db.query<{ hits: number; window_ends_at: Date }>(
      'SELECT hits, window_ends_at FROM rate_limits WHERE key = $1 AND window_ends_at > $2',
      [key(rule, subject), now],
    );
    const row = rows[0];
    if (!row || row.hits < rule.max) return 0;
    return Math.max(1, Math.ceil((row.window_ends_at.getTime() - now.getTime()) / 1000));
  }

  async hit(rule: RateRule, subject: string): Promise<void> {
    const now = this.clock.now();
    await this.db.query(
      `INSERT INTO rate_limits (key, hits, window_ends_at, created_at, updated_at) VALUES ($1, 1, $2, $3, $3)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_ends_at <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
         window_ends_at = CASE WHEN rate_limits.window_ends_at <= $3 THEN $2 ELSE rate_limits.window_ends_at END,
         updated_at = $3`,
      [key(rule, subject), new Date(now.getTime() + rule.windowMs), now],
    );
  }

  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [key(rule, subject)]);
  }

  /** Throws 429 with Retry-After when any of the (rule, subject) pairs is exhausted. */
  async enforce(checks: [RateRule, string][]): Promise<void> {
    let wait = 0;
    for (const [rule, subject] of checks) wait = Math.max(wait, await this.retryAfter(rule, subject));
    if (wait > 0) throw tooManyAttempts(wait);
  }

  async hitAll(checks: [RateRule, string][]): Promise<void> {
    for (const [rule, subject] of checks) await this.hit(rule, subject);
  }
}

function key(rule: RateRule, subject: string): string {
  return sha256Hex(`${rule.name}:${subject}`);
}

export function tooManyAttempts(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  const when = seconds < 60 ? 'en unos segundos' : minutes === 1 ? 'en 1 minuto' : `en ${minutes} minutos`;
  return new HttpError(429, `Demasiados intentos. Inténtalo de nuevo ${when}.`, undefined, {
    'retry-after': String(seconds),
  });
}
