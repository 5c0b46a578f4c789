import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { errorHandler } from '../http/error-handler.js';
import { HttpError } from '../http/errors.js';
import { afterOwnerDeleted } from '../owners/index.js';
import type { PatientsContext } from './context.js';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE_MSG } from './image.js';
import { movePhotoFilesIntoDatabase } from './photo-files.js';
import { PhotoRefs } from './photo-refs.js';
import { PhotoUrls } from './photo-urls.js';
import { readRoutes } from './routes-read.js';
import { photoRoutes } from './routes-photos.js';
import { writeRoutes } from './routes-write.js';
import { keepPhotoName } from './upload-name.js';

/** Pets and their photos: /api/patients*, /api/owners/:ownerId/patients, /api/photos/*. */
export default async function patientsPlugin(
  app: FastifyInstance,
  { ctx }: DomainPluginOptions,
): Promise<void> {
  const pc: PatientsContext = {
    db: ctx.db,
    clock: ctx.clock,
    auth: ctx.auth,
    photos: new PhotoRefs(ctx.db, app.log),
    urls: new PhotoUrls(ctx.db, ctx.clock, ctx.photoUrlKey),
  };

  // Buffered in memory (at most 5 MiB): nothing is stored before every check has passed. A field holds
  // the longest text accepted (an alert's 500 characters, 4 bytes each at most); a longer one is cut
  // there, still longer than its rule, and refused.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: keepPhotoName,
    limits: {
      files: 1,
      fileSize: MAX_PHOTO_BYTES,
      fields: 14,
      parts: 15,
      fieldSize: 2048,
      fieldNameSize: 50,
    },
  });
  app.setErrorHandler((error: FastifyError, request, reply) =>
    errorHandler(uploadError(error), request, reply),
  );

  readRoutes(app, pc);
  writeRoutes(app, pc);
  photoRoutes(app, pc);

  // An owner delete takes its pets by cascade: their photos follow once it has committed.
  const unhook = afterOwnerDeleted(ctx, () => pc.photos.sweep());
  app.addHook('onClose', async () => unhook());
  app.addHook('onReady', async () => {
    try {
      await movePhotoFilesIntoDatabase(ctx.db, ctx.dataDir, app.log);
    } catch (err) {
      app.log.warn(
        { err },
        'No se pudieron trasladar las fotos de DATA_DIR a la base de datos; se reintentará',
      );
    }
    try {
      await pc.photos.sweep();
    } catch (err) {
      app.log.warn({ err }, 'Limpieza inicial de fotos sin uso fallida');
    }
  });
}

/** The multipart limits in this domain's words. */
function uploadError(error: FastifyError): FastifyError | HttpError {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, PHOTO_TOO_LARGE_MSG, [{ field: 'photo', msg: PHOTO_TOO_LARGE_MSG }]);
  }
  if (error.code === 'FST_FILES_LIMIT') return new HttpError(413, 'Solo se puede enviar una foto');
  return error;
}
