import type { FastifyInstance } from 'fastify';
import { changedLeaves } from '../audit/diff.js';
import { recordEvent } from '../audit/events.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import { STALE_MSG, tidyVersion } from '../http/versions.js';
import { checkVitalRanges, prepareVitalRangesBody } from './ranges-input.js';
import {
  bumpVitalRangesVersion,
  clearVitalRanges,
  loadVitalRanges,
  saveVitalRanges,
  vitalRangesVersion,
} from './ranges-repo.js';
import {
  editVitalRangesSchema,
  getVitalRangesSchema,
  resetVitalRangesSchema,
  type VitalRangesEditBody,
} from './ranges-schemas.js';
import { defaultVitalRanges, SPECIES, VITAL_KEYS, type Interval, type VitalRanges } from './vital-ranges.js';

/** «Rangos de signos vitales»: the clinic's normal ranges (the cited defaults until changed), as the lab's. */
export function rangesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/clinical/vital-ranges',
    { schema: getVitalRangesSchema, onRequest: app.authenticate, config: { permission: 'clinical.read' } },
    async (request) => {
      // One snapshot: the version is the one of these ranges.
      const [ranges, version] = await ctx.db.tx(async (q) => {
        await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
        return [
          await loadVitalRanges(q, request.clinicId),
          await vitalRangesVersion(q, request.clinicId),
        ] as const;
      });
      return { ranges, defaults: defaultVitalRanges(), version };
    },
  );

  // The whole table is one form: it carries the version it was loaded at, like a record's edit.
  app.put<{ Body: VitalRangesEditBody }>(
    '/clinical/vital-ranges',
    {
      schema: editVitalRangesSchema,
      onRequest: app.authenticate,
      config: { permission: 'ranges.write' },
      preValidation: [prepareVitalRangesBody, tidyVersion],
    },
    async (request) => {
      const { clinicId, body } = request;
      const wanted = body.ranges as VitalRanges;
      checkVitalRanges(wanted);
      return request.writer.tx(async (q) => {
        const version = await bumpVitalRangesVersion(q, clinicId, body.version);
        if (version === undefined) throw new HttpError(409, STALE_MSG);
        const before = await loadVitalRanges(q, clinicId);
        await saveVitalRanges(q, clinicId, wanted, ctx.clock.now());
        const ranges = await loadVitalRanges(q, clinicId);
        await logRangesChange(q, clinicId, request.vetId, before, ranges);
        return { msg: 'Rangos de signos vitales guardados', ranges, version };
      });
    },
  );

  // Back to the defaults is a change too: a form loaded before it is stale afterwards.
  app.delete(
    '/clinical/vital-ranges',
    { schema: resetVitalRangesSchema, onRequest: app.authenticate, config: { permission: 'ranges.write' } },
    async (request) =>
      request.writer.tx(async (q) => {
        const version = await bumpVitalRangesVersion(q, request.clinicId);
        const before = await loadVitalRanges(q, request.clinicId);
        await clearVitalRanges(q, request.clinicId);
        await logRangesChange(q, request.clinicId, request.vetId, before, defaultVitalRanges());
        return { msg: 'Rangos de signos vitales restablecidos', ranges: defaultVitalRanges(), version };
      }),
  );
}

/** One activity entry for the whole table, with each range that changed. */
async function logRangesChange(
  q: Queryable,
  clinicId: string,
  actorId: string,
  before: VitalRanges,
  after: VitalRanges,
) {
  await recordEvent(q, {
    clinicId,
    actorId,
    action: 'update',
    kind: 'vital_ranges',
    summary: 'Rangos de signos vitales',
    changes: changedLeaves(...flatPair(before, after)),
  });
}

/**
 * Every range either table has, by «species.parameter», null where one table has none: a species added
 * or dropped is each of its ranges changing from or to nothing, as the activity screen lists them.
 */
function flatPair(before: VitalRanges, after: VitalRanges) {
  const a: Record<string, Interval | null> = {};
  const b: Record<string, Interval | null> = {};
  for (const species of SPECIES) {
    for (const key of VITAL_KEYS) {
      const from = before[species]?.[key];
      const to = after[species]?.[key];
      if (!from && !to) continue;
      a[`${species}.${key}`] = from ?? null;
      b[`${species}.${key}`] = to ?? null;
    }
  }
  return [a, b] as const;
}
