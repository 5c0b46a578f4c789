import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../lib/clock.js';

/**
 * `<img src>` cannot send the session's Authorization header, so `patient.photo` is a signed URL:
 *   /api/photos/<sha256>.webp?vet=<vetId>&exp=<unix seconds>&sig=<HMAC-SHA256(key, hash, vet, exp)>
 * Every response signs afresh; expiry is rounded up to a 12-hour window, so within a window a photo
 * keeps one URL and the browser's cached copy is reused. A URL lives 12 to 24 hours.
 */
export const URL_WINDOW_S = 12 * 3600;
const KEY_HEX = /^[0-9a-f]{64}$/;

export class PhotoUrls {
  private key?: Promise<Buffer>;

  /** keyFile: 32 random bytes (hex, 0600) in DATA_DIR, made on first use, so URLs survive a restart. */
  constructor(
    private readonly keyFile: string,
    private readonly clock: Clock,
  ) {}

  /** A signer for one response (one key read, one signature per distinct photo). */
  async signerFor(vetId: string): Promise<(hash: string | null) => string | null> {
    const key = await this.loadKey();
    const nowS = Math.floor(this.clock.now().getTime() / 1000);
    const exp = (Math.floor(nowS / URL_WINDOW_S) + 2) * URL_WINDOW_S;
    const memo = new Map<string, string>();
    return (hash) => {
      if (!hash) return null;
      let url = memo.get(hash);
      if (!url) {
        url = `/api/photos/${hash}.webp?vet=${vetId}&exp=${exp}&sig=${sign(key, hash, vetId, exp)}`;
        memo.set(hash, url);
      }
      return url;
    };
  }

  /** Seconds the URL has left; 0 when its signature is wrong or it has expired. */
  async secondsLeft(hash: string, vetId: string, exp: number, sig: string): Promise<number> {
    const left = exp - Math.floor(this.clock.now().getTime() / 1000);
    if (!Number.isSafeInteger(exp) || left <= 0) return 0;
    const expected = Buffer.from(sign(await this.loadKey(), hash, vetId, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected) ? left : 0;
  }

  private loadKey(): Promise<Buffer> {
    this.key ??= readOrCreateKey(this.keyFile).catch((err: unknown) => {
      this.key = undefined; // let the next request retry (e.g. after the disk was fixed)
      throw err;
    });
    return this.key;
  }
}

function sign(key: Buffer, hash: string, vetId: string, exp: number): string {
  return createHmac('sha256', key).update(`photo:${hash}:${vetId}:${exp}`).digest('base64url');
}

async function readOrCreateKey(file: string): Promise<Buffer> {
  const existing = await readKey(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and linked into place: never a half-written key, and a concurrent creator's key wins.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    await link(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  const key = await readKey(file);
  if (!key) throw new Error(`${file} no contiene una clave válida: bórralo y se generará otra.`);
  return key;
}

async function readKey(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (!KEY_HEX.test(text))
    throw new Error(`${file} no contiene una clave válida: bórralo y se generará otra.`);
  return Buffer.from(text, 'hex');
}
