import { createHash, randomBytes, randomInt } from 'node:crypto';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** 256-bit random token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six random digits from the CSPRNG, zero-padded. */
export function randomSixDigits(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}
