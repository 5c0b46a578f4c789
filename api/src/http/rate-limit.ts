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

/** Attempts counted by reserve(); refund() takes them back when the attempt turned out not to count. */
export interface Reservation {
  refund(): Promise<void>;
}

/**
 * Fixed-window counters kept in PostgreSQL, so limits survive restarts and hold across processes.
 * An attempt is counted before the guarded work, in the same statement that reads the count: checking
 * first and counting after would let a volley of concurrent guesses all pass the check.
 */
export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one attempt against every (rule, subject) pair. When any pair is over its limit, the attempt
   * is taken back from all of them and refused with 429 and Retry-After.
   */
  async reserve(checks: [RateRule, string][]): Promise<Reservation> {
    const now = this.clock.now();
    const taken: { key: string; windowEndsAt: Date }[] = [];
    const refund = async () => {
      for (const { key: k, windowEndsAt } of taken.splice(0)) {
        // Only in the window it was counted in: a new window starts from zero anyway.
        await this.db.query(
          'UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND window_ends_at = $2 AND hits > 0',
          [k, windowEndsAt],
        );
      }
    };
    let wait = 0;
    for (const [rule, subject] of checks) {
      const k = key(rule, subject);
      const { rows } = await this.db.query<{ hits: number; window_ends_at: Date }>(
        `INSERT INTO rate_limits (key, hits, window_ends_at, created_at, updated_at) VALUES ($1, 1, $2, $3, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_ends_at <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
           window_ends_at = CASE WHEN rate_limits.window_ends_at <= $3 THEN $2 ELSE rate_limits.window_ends_at END,
           updated_at = $3
         RETURNING hits, window_ends_at`,
        [k, new Date(now.getTime() + rule.windowMs), now],
      );
      const row = rows[0]!;
      taken.push({ key: k, windowEndsAt: row.window_ends_at });
      if (row.hits > rule.max)
        wait = Math.max(wait, Math.ceil((row.window_ends_at.getTime() - now.getTime()) / 1000));
    }
    if (wait > 0) {
      await refund();
      throw tooManyAttempts(Math.max(1, wait));
    }
    return { refund };
  }

  /** Records that something happened for the subject, remembered for ttlMs from now (e.g. a login). */
  async remember(name: string, subject: string, ttlMs: number): Promise<void> {
    const now = this.clock.now();
    await this.db.query(
      `INSERT INTO rate_limits (key, hits, window_ends_at, created_at, updated_at) VALUES ($1, 1, $2, $3, $3)
       ON CONFLICT (key) DO UPDATE SET hits = 1, window_ends_at = $2, updated_at = $3`,
      [key({ name, max: 1, windowMs: ttlMs }, subject), new Date(now.getTime() + ttlMs), now],
    );
  }

  /** True while something remember()ed for the subject has not lapsed. */
  async remembers(name: string, subject: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'SELECT 1 FROM rate_limits WHERE key = $1 AND window_ends_at > $2',
      [key({ name, max: 1, windowMs: 0 }, subject), this.clock.now()],
    );
    return (rowCount ?? 0) > 0;
  }

  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [key(rule, subject)]);
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
