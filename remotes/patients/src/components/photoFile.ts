// Photos are jpeg, png or webp, at most 5 MiB (docs/product/pets.md#photos). Checked before sending, so
// that the vet learns it at once instead of after an upload the server refuses.
import { MSG } from '../messages';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be the pet's photo, or null when it can. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return MSG.photoWrongType;
  }
  if (file.size > MAX_PHOTO_BYTES) return MSG.photoTooBig;
  return null;
}
