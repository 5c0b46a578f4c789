import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';
import { MAX_PHOTO_BYTES, processPhoto, type ProcessedPhoto } from '../patients/image.js';

const MAX_SIDE = 1024;

/**
 * A photo from a backup file, checked like an upload (processPhoto: bytes sniffed, pixel limit, fully
 * decoded). A photo exactly as this app stores them (a bare WEBP, at most 1024 px, no EXIF, XMP or ICC,
 * nothing after the image) is kept byte for byte, so a round trip changes nothing; anything else is
 * stored re-encoded, as an upload would be.
 */
export async function backupPhoto(bytes: Buffer, where: string): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) throw refused(where);
  let processed: ProcessedPhoto;
  try {
    processed = await processPhoto(bytes);
  } catch {
    throw refused(where);
  }
  if (!(await isStoredForm(bytes))) return processed;
  return { hash: createHash('sha256').update(bytes).digest('hex'), bytes };
}

async function isStoredForm(bytes: Buffer): Promise<boolean> {
  const riffSize = bytes.length >= 12 ? bytes.readUInt32LE(4) + 8 : -1;
  if (bytes.toString('latin1', 8, 12) !== 'WEBP' || riffSize !== bytes.length) return false;
  const meta = await sharp(bytes).metadata();
  return (
    meta.format === 'webp' &&
    (meta.width ?? Infinity) <= MAX_SIDE &&
    (meta.height ?? Infinity) <= MAX_SIDE &&
    !meta.exif &&
    !meta.xmp &&
    !meta.icc
  );
}

function refused(where: string): HttpError {
  const msg = 'La foto del respaldo no es una imagen válida';
  return new HttpError(400, `El respaldo tiene datos no válidos (${where}): ${msg}`, [
    { field: 'photo', msg },
  ]);
}
