import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import { recordEvent } from '../audit/events.js';
import type { AppContext } from '../context.js';
import { errorHandler } from '../http/error-handler.js';
import { HttpError } from '../http/errors.js';
import { msgResponseSchema, withErrors } from '../http/schemas.js';
import { processPhoto } from '../patients/image.js';
import { readLogo, removeLogo, saveLogo } from './logo-repo.js';
import { ANY_MEMBER } from './roles.js';

export const LOGO_MISSING_MSG = 'La clínica no tiene logo';
export const LOGO_REQUIRED_MSG = 'Elige una imagen para el logo';
export const LOGO_TOO_LARGE_MSG = 'El logo no puede superar 2 MB';
const MAX_UPLOAD = 2 * 1024 * 1024;
const tags = ['clinic'];

interface LogoBody {
  logo?: Buffer;
}

/**
 * The clinic's logo: the administrator uploads it (JPG, PNG or WEBP, checked and re-encoded as a PNG of
 * at most 400 px, like a pet's photo), every member's PDFs print it.
 */
export async function logoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 1, fileSize: MAX_UPLOAD, fields: 2, parts: 3, fieldSize: 1024 },
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const tooLarge = error.code === 'FST_REQ_FILE_TOO_LARGE';
    const mapped = tooLarge
      ? new HttpError(413, LOGO_TOO_LARGE_MSG, [{ field: 'logo', msg: LOGO_TOO_LARGE_MSG }])
      : error;
    return errorHandler(mapped, request, reply);
  });

  app.get(
    '/clinic/logo',
    {
      schema: {
        summary: "The clinic's logo (PNG)",
        tags,
        response: withErrors({
          200: {
            description: 'The PNG image',
            content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
          },
        }),
      },
      onRequest: app.authenticate,
      config: { permission: ANY_MEMBER },
    },
    async (request, reply) => {
      const logo = await readLogo(db, request.clinicId);
      if (!logo) throw new HttpError(404, LOGO_MISSING_MSG);
      return reply.type('image/png').header('cache-control', 'private, no-cache').send(logo);
    },
  );

  app.put<{ Body: LogoBody }>(
    '/clinic/logo',
    {
      schema: {
        summary: "Set the clinic's logo (administrator; multipart field `logo`)",
        tags,
        response: withErrors({ 200: msgResponseSchema }),
      },
      onRequest: app.authenticate,
      config: { permission: 'clinic.manage' },
    },
    async (request) => {
      const upload = request.body?.logo;
      if (!Buffer.isBuffer(upload) || upload.length === 0) {
        throw new HttpError(400, LOGO_REQUIRED_MSG, [{ field: 'logo', msg: LOGO_REQUIRED_MSG }]);
      }
      const logo = await processPhoto(upload, undefined, { maxSide: 400, as: 'png', field: 'logo' });
      await db.tx(async (q) => {
        await saveLogo(q, request.clinicId, logo.bytes, ctx.clock.now());
        await recordEvent(q, {
          clinicId: request.clinicId,
          actorId: request.vetId,
          action: 'update',
          kind: 'clinic',
          summary: 'Logo',
          changes: { logo: { from: null, to: 'nuevo' } },
        });
      });
      return { msg: 'Logo guardado' };
    },
  );

  app.delete(
    '/clinic/logo',
    {
      schema: {
        summary: "Remove the clinic's logo (administrator)",
        tags,
        response: withErrors({ 200: msgResponseSchema }),
      },
      onRequest: app.authenticate,
      config: { permission: 'clinic.manage' },
    },
    async (request) => {
      await db.tx(async (q) => {
        if (!(await removeLogo(q, request.clinicId))) throw new HttpError(404, LOGO_MISSING_MSG);
        await recordEvent(q, {
          clinicId: request.clinicId,
          actorId: request.vetId,
          action: 'update',
          kind: 'clinic',
          summary: 'Logo',
          changes: { logo: { from: 'logo', to: null } },
        });
      });
      return { msg: 'Logo eliminado' };
    },
  );
}
