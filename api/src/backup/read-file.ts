import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { HttpError } from '../http/errors.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  CORRUPT_MSG,
  NOT_A_BACKUP_MSG,
  TOO_BIG_MSG,
  WRONG_VERSION_MSG,
} from './format.js';

const inflate = promisify(gunzip);

/**
 * The uploaded bytes as the backup document's top level, or a Spanish 4xx saying what is wrong. The
 * inflated size is capped, so a small "gzip bomb" cannot fill the memory.
 */
export async function readBackupFile(bytes: Buffer, maxInflated: number): Promise<Record<string, unknown>> {
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new HttpError(400, NOT_A_BACKUP_MSG);
  let text: string;
  try {
    text = (await inflate(bytes, { maxOutputLength: maxInflated })).toString('utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new HttpError(413, TOO_BIG_MSG);
    throw new HttpError(400, CORRUPT_MSG);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new HttpError(400, CORRUPT_MSG);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    throw new HttpError(400, NOT_A_BACKUP_MSG);
  const top = doc as Record<string, unknown>;
  if (top.format !== BACKUP_FORMAT) throw new HttpError(400, NOT_A_BACKUP_MSG);
  if (top.version !== BACKUP_VERSION) throw new HttpError(400, WRONG_VERSION_MSG);
  return top;
}
