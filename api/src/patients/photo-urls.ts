import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/pool.js';
import type { Clock } from '../lib/clock.js';

/**
 * `<img src>` cannot send the session's Authorization header, so `patient.photo` is a signed URL:
 *   /api/photos/<sha256>.webp?session=<sessionId>&exp=<unix seconds>&sig=<HMAC-SHA256(key, hash, session, exp)>
 *
 * Bound to the session that read it: the photo route serves it only while that session is still live
 * (sessions row present, not expired, not idle), so logging out, a password change that ends other
 * sessions, or the session's own expiry ends every URL it was given. The session id is not a secret
 * (it opens nothing by itself); the signature is, and the logger hides it (lib/logger.ts).
 *
 * Short-lived but cache-friendly: the expiry is rounded up to a 30-minute window plus one, so a URL
 * lives 30 to 60 minutes, and within a window every read of the same session returns the same URL,
 * whose answer the browser may keep (`max-age` = the seconds it has left) and reuse on every page.
 * The next window's reads sign a new URL (the lists are re-read when a screen mounts).
 *
 * The key: PHOTO_URL_KEY (64 hex characters) when configured, else one random key made once in the
 * database (`server_keys`), so every instance behind a load balancer signs and checks alike.
 */
export const URL_WINDOW_S = 30 * 60;
const KEY_NAME = 'photo-url';

export class PhotoUrls {
  private key?: Promise<Buffer>;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    configuredKey?: Buffer,
  ) {
    if (configuredKey) this.key = Promise.resolve(configuredKey);
  }

  /** A signer for one response (one key read, one signature per distinct photo). */
  async signerFor(sessionId: string): Promise<(hash: string | null) => string | null> {
    const key = await this.loadKey();
    const nowS = Math.floor(this.clock.now().getTime() / 1000);
    const exp = (Math.floor(nowS / URL_WINDOW_S) + 2) * URL_WINDOW_S;
    const memo = new Map<string, string>();
    return (hash) => {
      if (!hash) return null;
      let url = memo.get(hash);
      if (!url) {
        const sig = sign(key, hash, sessionId, exp);
        url = `/api/photos/${hash}.webp?session=${sessionId}&exp=${exp}&sig=${sig}`;
        memo.set(hash, url);
      }
      return url;
    };
  }

  /** Seconds the URL has left; 0 when its signature is wrong or it has expired. */
  async secondsLeft(hash: string, sessionId: string, exp: number, sig: string): Promise<number> {
    const left = exp - Math.floor(this.clock.now().getTime() / 1000);
    if (!Number.isSafeInteger(exp) || left <= 0) return 0;
    const expected = Buffer.from(sign(await this.loadKey(), hash, sessionId, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected) ? left : 0;
  }

  private loadKey(): Promise<Buffer> {
    this.key ??= databaseKey(this.db, KEY_NAME).catch((err: unknown) => {
      this.key = undefined; // let the next request retry (the database back)
      throw err;
    });
    return this.key;
  }
}

function sign(key: Buffer, hash: string, sessionId: string, exp: number): string {
  return createHmac('sha256', key).update(`photo:${hash}:${sessionId}:${exp}`).digest('base64url');
}

/**
 * The named key, made on first use. Two instances starting at once both try to insert: the unique
 * name lets one win (the other's insert does nothing once the first commits), and both read back
 * the same committed key.
 */
export async function databaseKey(q: Queryable, name: string): Promise<Buffer> {
  await q.query('INSERT INTO server_keys (name, key) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32),
  ]);
  const { rows } = await q.query<{ key: Buffer }>('SELECT key FROM server_keys WHERE name = $1', [name]);
  return rows[0].key;
}
