import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { HttpError } from '../http/errors.js';
import { DEFAULT_LIMIT, pageOf } from '../http/paging.js';
import { countActivity, listActivity } from './repo.js';
import { activitySchema, type ActivityQuery } from './schemas.js';

const RANGE_MSG = 'La fecha «desde» no puede ser posterior a la fecha «hasta»';

/** The «Actividad» screen's call: read-only; no route edits or deletes the log (migration 012). */
export default async function auditPlugin(app: FastifyInstance, opts: DomainPluginOptions): Promise<void> {
  const { db } = opts.ctx;
  app.get<{ Querystring: ActivityQuery }>(
    '/clinic/activity',
    { schema: activitySchema, onRequest: app.authenticate, config: { permission: 'audit.read' } },
    async (request) => {
      const { page = 1, limit = DEFAULT_LIMIT, actor, kind, record, from, to } = request.query;
      if (from && to && from > to) throw new HttpError(400, RANGE_MSG);
      const filter = { actorId: actor, kind, recordId: record, from, to, zone: request.clinicZone };
      const paging = { page, limit, offset: (page - 1) * limit };
      return pageOf(
        paging,
        listActivity(db, request.clinicId, filter, paging),
        countActivity(db, request.clinicId, filter),
      );
    },
  );
}
