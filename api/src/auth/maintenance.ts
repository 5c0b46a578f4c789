import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

const EVERY_MS = 60 * 60_000;

/** Removes dead rows (old counters, expired sessions, long-ended codes, day-old submission keys). */
export async function removeDeadRows(ctx: Pick<AppContext, 'db' | 'clock' | 'auth'>): Promise<void> {
  const now = ctx.clock.now();
  const idleCut = new Date(now.getTime() - ctx.auth.sessionIdleMs);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  await ctx.db.query('DELETE FROM rate_limits WHERE window_ends_at < $1', [dayAgo]);
  await ctx.db.query('DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2', [now, idleCut]);
  await ctx.db.query('DELETE FROM auth_codes WHERE expires_at < $1', [
    new Date(now.getTime() - 7 * 24 * 60 * 60_000),
  ]);
  // A form is re-sent within seconds or minutes; after a day its key only takes space (migration 008).
  await ctx.db.query('DELETE FROM submission_keys WHERE created_at < $1', [dayAgo]);
}

/** Hourly removal of dead rows so tables stay small. */
export function scheduleAuthCleanup(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await removeDeadRows(ctx);
    } catch (err) {
      app.log.warn({ err }, 'Limpieza periódica de sesiones y códigos fallida');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
