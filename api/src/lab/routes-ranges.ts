import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { checkRanges, prepareRangesBody } from './ranges-input.js';
import { clearRanges, loadRanges, saveRanges } from './ranges-repo.js';
import { getRangesSchema, resetRangesSchema, saveRangesSchema } from './ranges-schemas.js';
import { defaultRanges, type Ranges } from './reference-ranges.js';

/** The vet's own reference ranges for the screen's highlighting (SPEC.md's table until changed). */
export function rangesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/lab/reference-ranges',
    { schema: getRangesSchema, onRequest: app.authenticate },
    async (request) => ({
      ranges: await loadRanges(ctx.db, request.vetId),
      defaults: defaultRanges(),
    }),
  );

  app.put<{ Body: { ranges: Ranges } }>(
    '/lab/reference-ranges',
    { schema: saveRangesSchema, onRequest: app.authenticate, preValidation: prepareRangesBody },
    async (request) => {
      checkRanges(request.body.ranges);
      await saveRanges(ctx.db, request.vetId, request.body.ranges, ctx.clock.now());
      return { msg: 'Rangos de referencia guardados', ranges: await loadRanges(ctx.db, request.vetId) };
    },
  );

  app.delete(
    '/lab/reference-ranges',
    { schema: resetRangesSchema, onRequest: app.authenticate },
    async (request) => {
      await clearRanges(ctx.db, request.vetId);
      return { msg: 'Rangos de referencia restablecidos', ranges: defaultRanges() };
    },
  );
}
