import { HttpError } from '../http/errors.js';
import { PHOTO_FORMAT_MSG, type PhotoFormat } from './image-type.js';

// The extensions each recognised format may carry (".jfif" is how Windows often saves JPEGs).
const EXTENSIONS: Record<PhotoFormat, readonly string[]> = {
  jpeg: ['jpg', 'jpeg', 'jpe', 'jfif', 'pjpeg', 'pjp'],
  png: ['png'],
  webp: ['webp'],
};
const LABEL: Record<PhotoFormat, string> = { jpeg: 'JPG', png: 'PNG', webp: 'WEBP' };

/** "IMG_1.JPG" → "jpg"; no extension (or a numeric one, "captura 10.30.15") → undefined. */
function extensionOf(filename: string): string | undefined {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const ext = /\.([^.]+)$/.exec(base)?.[1]?.toLowerCase();
  return ext && /[a-z]/.test(ext) ? ext : undefined;
}

/**
 * The file name must not claim another type than the bytes are: a PNG named .jpg, or a JPEG named
 * .exe or .html, is refused. Not a security need once the image is re-encoded, but a file that lies
 * about itself is a mistake or an attack, and the vet should hear about it rather than have it
 * silently "fixed". A name without extension (a camera blob) is judged by its bytes alone.
 */
export function checkPhotoName(filename: string | undefined, format: PhotoFormat): void {
  const ext = filename === undefined ? undefined : extensionOf(filename);
  if (ext === undefined || EXTENSIONS[format].includes(ext)) return;
  const known = Object.values(EXTENSIONS).some((list) => list.includes(ext));
  const msg = known
    ? `La extensión .${ext} no corresponde al contenido del archivo, que es una imagen ${LABEL[format]}`
    : PHOTO_FORMAT_MSG;
  throw new HttpError(415, msg, [{ field: 'photo', msg }]);
}
