import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { HttpError } from '../http/errors.js';
import { uuidSchema } from '../http/id-params.js';
import { withErrors } from '../http/schemas.js';
import type { PatientsContext } from './context.js';
import { PHOTO_MIME, sniffImage } from './image-type.js';
import { photoForSession } from './photo-store.js';

const NOT_FOUND_MSG = 'Foto no encontrada';

// The URL as photo-urls.ts signs it. A session id in capitals passes the pattern but not the signature.
const params = {
  type: 'object',
  properties: { file: { type: 'string', pattern: '^[0-9a-f]{64}\\.webp$' } },
  required: ['file'],
} as const;
const querystring = {
  type: 'object',
  properties: {
    session: uuidSchema,
    exp: { type: 'string', pattern: '^\\d{1,12}$' },
    sig: { type: 'string' },
  },
  required: ['session', 'exp', 'sig'],
} as const;

const photoSchema = {
  summary: 'The bytes of a pet photo, by the signed URL a pet answer carries (no session header)',
  tags: ['patients'],
  params,
  querystring,
  response: withErrors({
    200: {
      description: 'The WEBP image',
      content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
    },
  }),
};

/**
 * GET /api/photos/<sha256>.webp?session&exp&sig: the bytes of a pet photo, for an `<img>` (no session
 * header; see photo-urls.ts). Served while the signature is good, it has not expired, the session it
 * was signed for is still live (logout ends it), and that session's vet still has a pet showing it (a
 * deleted pet or replaced photo stops being served at once). Every failure is the same 404, so the
 * answer tells nothing about other vets' photos. Any instance answers: key, sessions and bytes all
 * live in the shared database.
 */
export function photoRoutes(app: FastifyInstance, pc: PatientsContext): void {
  app.get<{ Params: FromSchema<typeof params>; Querystring: FromSchema<typeof querystring> }>(
    '/photos/:file',
    // Every failure is the same 404, a URL the schemas refuse too.
    { schema: photoSchema, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) throw new HttpError(404, NOT_FOUND_MSG);
      const hash = request.params.file.slice(0, 64);
      const { session, exp, sig } = request.query;
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
