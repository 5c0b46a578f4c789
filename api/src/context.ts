import type { AuthSettings } from './auth/settings.js';
import type { BackupLimits } from './backup/format.js';
import type { Db } from './db/pool.js';
import type { RateLimiter } from './http/rate-limit.js';
import type { JobQueue } from './jobs/queue.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './mail/mailer.js';

/** What every domain plugin receives: register it with `app.register(plugin, { prefix: '/api', ctx })`. */
export interface AppContext {
  db: Db;
  mailer: Mailer;
  /** DATA_DIR (absolute): this instance's own files (the mail outbox; photos from before migration 009). */
  dataDir: string;
  /** PHOTO_URL_KEY when configured (32 bytes); else the key is made once in the database. */
  photoUrlKey?: Buffer;
  clock: Clock;
  auth: AuthSettings;
  limiter: RateLimiter;
  backup: BackupLimits;
  /** The origin e-mailed links point at (PUBLIC_URL). */
  publicUrl: string;
  /**
   * Background jobs on PostgreSQL (jobs/queue.ts): a plugin define()s its queues while registering.
   * Absent when no queue was started (tests that do not ask for one).
   */
  jobs?: JobQueue;
}

export interface DomainPluginOptions {
  ctx: AppContext;
}
