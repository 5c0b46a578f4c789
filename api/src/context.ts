import type { AuthSettings } from './auth/settings.js';
import type { BackupLimits } from './backup/format.js';
import type { Db } from './db/pool.js';
import type { RateLimiter } from './http/rate-limit.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './mail/mailer.js';

/** What every domain plugin receives: register it with `app.register(plugin, { prefix: '/api', ctx })`. */
export interface AppContext {
  db: Db;
  mailer: Mailer;
  /** DATA_DIR (absolute): photos and keys live under it. */
  dataDir: string;
  clock: Clock;
  auth: AuthSettings;
  limiter: RateLimiter;
  backup: BackupLimits;
}

export interface DomainPluginOptions {
  ctx: AppContext;
}
