import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';
import { PHOTO_FORMAT_MSG, sniffImage } from './image-type.js';
import { checkPhotoName } from './photo-name.js';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE_MSG = 'La foto no puede superar 5 MB';
export const PHOTO_DAMAGED_MSG = 'La imagen está dañada o incompleta';
export const PHOTO_PIXELS_MSG = 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles)';
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 1024;

// Decoded images are used once: libvips' operation cache would only hold memory.
sharp.cache(false);

/** How the image is kept: a pet's photo is WEBP of 1024 px; a clinic's logo a PNG the PDFs can embed. */
export interface ImageOutput {
  maxSide?: number;
  as?: 'webp' | 'png';
  /** The form field a refusal names. */
  field?: string;
}

export interface ProcessedPhoto {
  /** sha256 of the re-encoded bytes: the file name, so identical images are stored once. */
  hash: string;
  bytes: Buffer;
}

/**
 * Checks and re-encodes an uploaded photo in memory (nothing touches the disk here): upright per its
 * EXIF orientation, at most 1024 px a side, WEBP. Re-encoding drops EXIF (GPS included), ICC and any
 * bytes smuggled after the image. The pixel limit is checked from the header, before decoding.
 * Only what decodes as the format its signature claims is kept, and only its pixels: a polyglot
 * (a JPEG carrying HTML or a script after or inside it) comes out as a plain WEBP.
 */
export async function processPhoto(
  bytes: Buffer,
  filename?: string,
  { maxSide = MAX_SIDE, as = 'webp', field = 'photo' }: ImageOutput = {},
): Promise<ProcessedPhoto> {
  const format = sniffImage(bytes);
  if (!format) throw new HttpError(415, PHOTO_FORMAT_MSG, [{ field, msg: PHOTO_FORMAT_MSG }]);
  checkPhotoName(filename, format);
  let output: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).timeout({ seconds: 20 });
    const meta = await image.metadata();
    if (meta.format !== format)
      throw new HttpError(400, PHOTO_DAMAGED_MSG, [{ field, msg: PHOTO_DAMAGED_MSG }]);
    const resized = image
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    output = await (
      as === 'png' ? resized.png({ compressionLevel: 9 }) : resized.webp({ quality: 82 })
    ).toBuffer();
  } catch (err) {
    throw toHttpError(err, field);
  }
  return { hash: createHash('sha256').update(output).digest('hex'), bytes: output };
}

function toHttpError(err: unknown, field: string): HttpError {
  if (err instanceof HttpError) return err;
  const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
  const msg = tooBig ? PHOTO_PIXELS_MSG : PHOTO_DAMAGED_MSG;
  return new HttpError(tooBig ? 413 : 400, msg, [{ field, msg }]);
}
