import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { withErrors } from '../http/schemas.js';
import type { PhotoRefs } from '../patients/photo-refs.js';
import type { PhotoStore } from '../patients/photo-store.js';
import { backupStream } from './export.js';
import { NO_FILE_MSG } from './format.js';
import { readBackupFile } from './read-file.js';
import { requireEmptyAccount, restorePlan } from './restore.js';
import { planRestore } from './validate.js';

const countsSchema = {
  type: 'object',
  properties: {
    owners: { type: 'integer' },
    patients: { type: 'integer' },
    photos: { type: 'integer' },
    labExams: { type: 'integer' },
    grooming: { type: 'integer' },
    labReferenceRanges: { type: 'boolean' },
  },
  required: ['owners', 'patients', 'photos', 'labExams', 'grooming', 'labReferenceRanges'],
  additionalProperties: false,
} as const;

const restoreResponse = {
  type: 'object',
  properties: { msg: { type: 'string' }, restored: countsSchema },
  required: ['msg', 'restored'],
} as const;

/** GET /api/backup: the signed-in vet's data as one file. POST /api/backup/restore: that file back. */
export function backupRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  store: PhotoStore,
  photos: PhotoRefs,
): void {
  app.get(
    '/backup',
    { schema: { response: withErrors({}) }, onRequest: app.authenticate },
    async (request, reply) => {
      const now = ctx.clock.now();
      const stream = await backupStream(ctx.db, store, request.vetId, now, request.log);
      const name = `vetclinic-respaldo-${now.toISOString().slice(0, 10)}.json.gz`;
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.post(
    '/backup/restore',
    { schema: { response: withErrors({ 200: restoreResponse }) }, onRequest: app.authenticate },
    async (request) => {
      const { vetId } = request;
      // Cheap refusal first: a full account is told so before its upload is read through.
      await requireEmptyAccount(ctx.db, vetId);
      const part = await request.file();
      if (!part) throw new HttpError(400, NO_FILE_MSG);
      const doc = await readBackupFile(await part.toBuffer(), ctx.backup.inflatedBytes);
      const now = ctx.clock.now();
      const plan = await planRestore(doc, (schema) => request.compileValidationSchema(schema, 'body'), now);
      const restored = await restorePlan(ctx.db, photos, vetId, plan, now);
      return { msg: 'Respaldo restaurado con éxito', restored };
    },
  );
}
