import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { recordEvent } from '../audit/events.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { withErrors } from '../http/schemas.js';
import { clinicDay } from '../lib/clinic-day.js';
import type { PhotoRefs } from '../patients/photo-refs.js';
import type { PhotoStore } from '../patients/photo-store.js';
import { backupStream } from './export.js';
import { BUSY_MSG, NO_FILE_MSG, TOO_BIG_MSG } from './format.js';
import { planInWorker } from './plan-in-worker.js';
import { refreshStatistics, requireEmptyAccount, restorePlan } from './restore.js';

const countsSchema = {
  type: 'object',
  properties: {
    owners: { type: 'integer' },
    patients: { type: 'integer' },
    photos: { type: 'integer' },
    labExams: { type: 'integer' },
    grooming: { type: 'integer' },
    labReferenceRanges: { type: 'boolean' },
    consultations: { type: 'integer' },
    vitalReferenceRanges: { type: 'boolean' },
    preventives: { type: 'integer' },
    appointments: { type: 'integer' },
    // Of those, how many came back «Sin asignar» (their person is not among the clinic's members).
    unassigned: { type: 'integer' },
    reminders: { type: 'integer' },
    schedule: { type: 'boolean' },
  },
  required: [
    'owners',
    'patients',
    'photos',
    'labExams',
    'grooming',
    'labReferenceRanges',
    'consultations',
    'vitalReferenceRanges',
    'preventives',
    'appointments',
    'unassigned',
    'reminders',
    'schedule',
  ],
  additionalProperties: false,
} as const;

const restoreResponse = {
  type: 'object',
  properties: { msg: { type: 'string' }, restored: countsSchema },
  required: ['msg', 'restored'],
} as const;

const tags = ['backup'];

const downloadSchema = {
  summary: "The signed-in vet's data as one file (gzip'd JSON, photos included)",
  tags,
  response: withErrors({
    200: {
      description: 'The backup file, as an attachment',
      content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
    },
  }),
};

const restoreSchema = {
  summary: 'Restore a backup file into an empty account',
  description:
    'multipart/form-data with one file part: the file GET /api/backup gave. Every record is checked by ' +
    "the create routes' own schemas before anything is written.",
  tags,
  response: withErrors({ 200: restoreResponse }),
};

/** GET /api/backup: the signed-in vet's data as one file. POST /api/backup/restore: that file back. */
export function backupRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  store: PhotoStore,
  photos: PhotoRefs,
): void {
  app.get(
    '/backup',
    { schema: downloadSchema, onRequest: app.authenticate, config: { permission: 'backup' } },
    async (request, reply) => {
      const now = ctx.clock.now();
      const stream = await backupStream(ctx.db, store, request.clinicId, now, request.log);
      await recordEvent(ctx.db, {
        clinicId: request.clinicId,
        actorId: request.vetId,
        action: 'export',
        kind: 'backup',
        summary: '',
      });
      // The clinic's day, as the vet names it (UTC's could already be tomorrow in the evening).
      const name = `vetclinic-respaldo-${clinicDay(now, request.clinicZone)}.json.gz`;
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  // One restore at a time on this server: each may hold a few hundred MB while it is checked and
  // written, so several at once could together exhaust the memory that one is allowed.
  let restoring = false;

  app.post(
    '/backup/restore',
    { schema: restoreSchema, onRequest: app.authenticate, config: { permission: 'backup' } },
    async (request) => {
      const { clinicId } = request;
      // Cheap refusals first: a full account, or a busy server, is told so before the upload is read.
      await requireEmptyAccount(ctx.db, clinicId);
      if (restoring) throw new HttpError(503, BUSY_MSG, undefined, { 'retry-after': '60' });
      restoring = true;
      const dir = await mkdtemp(path.join(os.tmpdir(), 'vetclinic-restore-'));
      try {
        const part = await request.file();
        if (!part) throw new HttpError(400, NO_FILE_MSG);
        // Streamed to disk, never held whole; the worker reads it from there.
        const file = path.join(dir, 'respaldo.json.gz');
        await pipeline(part.file, createWriteStream(file));
        if (part.file.truncated) throw new HttpError(413, TOO_BIG_MSG);
        const now = ctx.clock.now();
        const plan = await planInWorker(file, ctx.backup, now, request.clinicZone);
        const restored = await restorePlan(ctx.db, photos, clinicId, plan, now, request.vetId);
        await refreshStatistics(ctx.db, request.log);
        return { msg: 'Respaldo restaurado con éxito', restored };
      } finally {
        restoring = false;
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
}
