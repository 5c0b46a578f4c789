import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { withErrors } from '../http/schemas.js';
import type { PatientsContext } from './context.js';
import { PHOTO_MIME, sniffImage } from './image-type.js';
import { photoForSession } from './photo-store.js';

const FILE = /^([0-9a-f]{64})\.webp$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_FOUND_MSG = 'Foto no encontrada';

interface PhotoQuery {
  session?: string;
  exp?: string;
  sig?: string;
}

/**
 * GET /api/photos/<sha256>.webp?session&exp&sig: the bytes of a pet photo, for an `<img>` (no session
 * header; see photo-urls.ts). Served while the signature is good, it has not expired, the session it
 * was signed for is still live (logout ends it), and that session's vet still has a pet showing it (a
 * deleted pet or replaced photo stops being served at once). Every failure is the same 404, so the
 * answer tells nothing about other vets' photos. Any instance answers: key, sessions and bytes all
 * live in the shared database.
 */
export function photoRoutes(app: FastifyInstance, pc: PatientsContext): void {
  app.get<{ Params: { file: string }; Querystring: PhotoQuery }>(
    '/photos/:file',
    { schema: { response: withErrors({}) } },
    async (request, reply) => {
      const hash = FILE.exec(request.params.file)?.[1];
      const { session = '', exp = '', sig = '' } = request.query;
      if (!hash || !UUID.test(session) || !/^\d{1,12}$/.test(exp)) throw new HttpError(404, NOT_FOUND_MSG);
      const left = await pc.urls.secondsLeft(hash, session, Number(exp), sig);
      if (left <= 0) throw new HttpError(404, NOT_FOUND_MSG);
      const bytes = await photoForSession(pc.db, hash, session, pc.clock.now(), pc.auth.sessionIdleMs);
      if (!bytes) throw new HttpError(404, NOT_FOUND_MSG);
      // The type sent is what the bytes are, and only a WEBP (all that is ever stored) is sent: bytes
      // changed in the database behind the API's back are never handed to a browser as something else.
      const format = sniffImage(bytes);
      if (format !== 'webp') {
        request.log.error({ hash }, 'Una foto guardada no es un WEBP');
        throw new HttpError(404, NOT_FOUND_MSG);
      }
      // Content-addressed: what this URL names never changes, so it may be cached for its whole life.
      return reply
        .type(PHOTO_MIME[format])
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${left}, immutable`)
        .send(bytes);
    },
  );
}
