// What an image file is, by its bytes alone: the name and the declared type are the sender's word.

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export const PHOTO_FORMAT_MSG = 'Formato de imagen no permitido. Usa JPG, PNG o WEBP';

export const PHOTO_MIME: Record<PhotoFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG, PNG or WEBP by signature; anything else (SVG, GIF, HEIC, HTML, executables) is undefined. */
export function sniffImage(bytes: Buffer): PhotoFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}
