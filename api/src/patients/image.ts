import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE_MSG = 'La foto no puede superar 5 MB';
export const PHOTO_FORMAT_MSG = 'Formato de imagen no permitido. Usa JPG, PNG o WEBP';
export const PHOTO_DAMAGED_MSG = 'La imagen está dañada o incompleta';
export const PHOTO_PIXELS_MSG = 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles)';
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 1024;

// Decoded images are used once: libvips' operation cache would only hold memory.
sharp.cache(false);

export interface ProcessedPhoto {
  /** sha256 of the re-encoded bytes: the file name, so identical images are stored once. */
  hash: string;
  bytes: Buffer;
}

/** What the bytes are, whatever the file name or declared type say. SVG, GIF, HEIC… are refused. */
function sniff(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Checks and re-encodes an uploaded photo in memory (nothing touches the disk here): upright per its
 * EXIF orientation, at most 1024 px a side, WEBP. Re-encoding drops EXIF (GPS included), ICC and any
 * bytes smuggled after the image. The pixel limit is checked from the header, before decoding.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const format = sniff(bytes);
  if (!format) throw new HttpError(415, PHOTO_FORMAT_MSG, [{ field: 'photo', msg: PHOTO_FORMAT_MSG }]);
  let output: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).timeout({ seconds: 20 });
    const meta = await image.metadata();
    if (meta.format !== format)
      throw new HttpError(400, PHOTO_DAMAGED_MSG, [{ field: 'photo', msg: PHOTO_DAMAGED_MSG }]);
    output = await image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw toHttpError(err);
  }
  return { hash: createHash('sha256').update(output).digest('hex'), bytes: output };
}

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
  const msg = tooBig ? PHOTO_PIXELS_MSG : PHOTO_DAMAGED_MSG;
  return new HttpError(tooBig ? 413 : 400, msg, [{ field: 'photo', msg }]);
}
