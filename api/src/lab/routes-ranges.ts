import type { FastifyInstance } from 'fastify';
import { changedLeaves } from '../audit/diff.js';
import { recordEvent } from '../audit/events.js';
import type { Queryable } from '../db/pool.js';
import type { Ranges } from './reference-ranges.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { STALE_MSG, tidyVersion } from '../http/versions.js';
import { checkRanges, prepareRangesBody } from './ranges-input.js';
import { bumpRangesVersion, clearRanges, loadRanges, rangesVersion, saveRanges } from './ranges-repo.js';
import {
  editRangesSchema,
  getRangesSchema,
  resetRangesSchema,
  type RangesEditBody,
} from './ranges-schemas.js';
import { defaultRanges } from './reference-ranges.js';

/** The vet's own reference ranges for the screen's highlighting (the default table until changed). */
export function rangesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/lab/reference-ranges',
    { schema: getRangesSchema, onRequest: app.authenticate, config: { permission: 'lab.read' } },
    async (request) => {
      // One snapshot: the version is the one of these ranges.
      const [ranges, version] = await ctx.db.tx(async (q) => {
        await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
        return [await loadRanges(q, request.clinicId), await rangesVersion(q, request.clinicId)] as const;
      });
      return { ranges, defaults: defaultRanges(), version };
    },
  );

  // The whole table is one form: it carries the version it was loaded at, like a record's edit.
  app.put<{ Body: RangesEditBody }>(
    '/lab/reference-ranges',
    {
      schema: editRangesSchema,
      onRequest: app.authenticate,
      config: { permission: 'ranges.write' },
      preValidation: [prepareRangesBody, tidyVersion],
    },
    async (request) => {
      const { clinicId, body } = request;
      checkRanges(body.ranges);
      return request.writer.tx(async (q) => {
        const version = await bumpRangesVersion(q, clinicId, body.version);
        if (version === undefined) throw new HttpError(409, STALE_MSG);
        const before = await loadRanges(q, clinicId);
        await saveRanges(q, clinicId, body.ranges, ctx.clock.now());
        const ranges = await loadRanges(q, clinicId);
        await logRangesChange(q, request.clinicId, request.vetId, before, ranges);
        return { msg: 'Rangos de referencia guardados', ranges, version };
      });
    },
  );

  // Back to the defaults is a change too: a form loaded before it is stale afterwards.
  app.delete(
    '/lab/reference-ranges',
    { schema: resetRangesSchema, onRequest: app.authenticate, config: { permission: 'ranges.write' } },
    async (request) =>
      request.writer.tx(async (q) => {
        const version = await bumpRangesVersion(q, request.clinicId);
        const before = await loadRanges(q, request.clinicId);
        await clearRanges(q, request.clinicId);
        await logRangesChange(q, request.clinicId, request.vetId, before, defaultRanges());
        return { msg: 'Rangos de referencia restablecidos', ranges: defaultRanges(), version };
      }),
  );
}

/** One activity entry for the whole table, with each range that changed. */
async function logRangesChange(
  q: Queryable,
  clinicId: string,
  actorId: string,
  before: Ranges,
  after: Ranges,
) {
  await recordEvent(q, {
    clinicId,
    actorId,
    action: 'update',
    kind: 'reference_ranges',
    summary: 'Rangos de referencia',
    changes: changedLeaves(before, after),
  });
}
