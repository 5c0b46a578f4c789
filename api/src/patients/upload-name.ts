import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

// The multipart plugin keeps only the bytes in the body; the photo's file name is kept here, per
// request, so that a JSON body can never pose as an upload with a name of its choosing.
const names = new WeakMap<FastifyRequest, string>();

/** multipart `onFile`: buffers the part as the plugin would, and remembers the photo's name. */
export async function keepPhotoName(this: FastifyRequest, part: MultipartFile): Promise<void> {
  await part.toBuffer();
  if (part.fieldname === 'photo') names.set(this, part.filename);
}

export function photoNameOf(request: FastifyRequest): string | undefined {
  return names.get(request);
}
