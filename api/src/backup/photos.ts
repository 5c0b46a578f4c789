import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';
import { MAX_PHOTO_BYTES, processPhoto, type ProcessedPhoto } from '../patients/image.js';

const MAX_SIDE = 1024;

/**
 * A photo from a backup file. One exactly as this app stores them (a bare WEBP, at most 1024 px a side,
 * no EXIF, XMP or ICC, nothing after the image) is decoded in full to prove it whole and kept byte for
 * byte, so a round trip changes nothing. Anything else goes through the upload's own check and
 * re-encoding (processPhoto: bytes sniffed, pixel limit, EXIF dropped).
 */
export async function backupPhoto(bytes: Buffer, where: string): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) throw refused(where);
  try {
    if (await isStoredForm(bytes)) {
      await sharp(bytes, { failOn: 'error' }).raw().toBuffer();
      return { hash: createHash('sha256').update(bytes).digest('hex'), bytes };
    }
    return await processPhoto(bytes);
  } catch {
    throw refused(where);
  }
}

async function isStoredForm(bytes: Buffer): Promise<boolean> {
  const isWebp =
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP';
  if (!isWebp || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  const meta = await sharp(bytes).metadata();
  return (
    meta.format === 'webp' &&
    meta.width <= MAX_SIDE &&
    meta.height <= MAX_SIDE &&
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
