import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { errorHandler } from '../http/error-handler.js';
import { HttpError } from '../http/errors.js';
import { PhotoRefs } from '../patients/photo-refs.js';
import { PhotoStore } from '../patients/photo-store.js';
import { TOO_BIG_MSG } from './format.js';
import { backupRoutes } from './routes.js';

/** A vet's own backup: /api/backup (download) and /api/backup/restore (upload into an empty account). */
export default async function backupPlugin(
  app: FastifyInstance,
  { ctx }: DomainPluginOptions,
): Promise<void> {
  // The same photo rows the patients domain uses, in the shared database (see patients/photo-refs.ts).
  const store = new PhotoStore(ctx.db);
  const photos = new PhotoRefs(ctx.db, app.log);

  await app.register(multipart, {
    limits: { files: 1, fileSize: ctx.backup.uploadBytes, fields: 0, parts: 1, fieldNameSize: 50 },
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const tooBig = error.code === 'FST_REQ_FILE_TOO_LARGE';
    return errorHandler(tooBig ? new HttpError(413, TOO_BIG_MSG) : error, request, reply);
  });

  backupRoutes(app, ctx, store, photos);
}
