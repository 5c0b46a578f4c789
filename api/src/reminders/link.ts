import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/pool.js';
import { databaseKey } from '../patients/photo-urls.js';

// The link an appointment's reminder carries to the owner's page (routes-public.ts): the reminder's id
// and its signature with the server's key (the same on every instance, kept in server_keys). Nothing is
// stored: the signature proves the link is ours, the reminder's row says whether it was used, and a
// mail sent again after a crash carries the same link.

const KEY_NAME = 'reminder-links';

const sign = (key: Buffer, id: string) => createHmac('sha256', key).update(`cita:${id}`).digest();

/** `<id as 22 base64url characters>.<signature as 43>`. */
export async function linkToken(q: Queryable, reminderId: string): Promise<string> {
  const key = await databaseKey(q, KEY_NAME);
  const id = Buffer.from(reminderId.replace(/-/g, ''), 'hex').toString('base64url');
  return `${id}.${sign(key, reminderId).toString('base64url')}`;
}

const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The reminder a token names when its signature is ours; undefined for anything else. */
export async function reminderOfToken(q: Queryable, token: string): Promise<string | undefined> {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const hex = Buffer.from(match[1], 'base64url').toString('hex');
  if (hex.length !== 32) return undefined;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = Buffer.from(match[2], 'base64url');
  const expected = sign(await databaseKey(q, KEY_NAME), id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** The public page's address for a token. */
export const linkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/cita/${token}`;
