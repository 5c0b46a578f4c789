import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { DEFAULT_LIMIT, pageOf } from '../http/paging.js';
import { patientExists } from '../patients/repo.js';
import { countHistory, historyPage } from './repo.js';
import { historySchema, PATIENT_NOT_FOUND_MSG, type HistoryQuery, type PatientParams } from './schemas.js';

/** The pet's timeline: every kind of record of it, newest first, a page at a time. */
export function historyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: PatientParams; Querystring: HistoryQuery }>(
    '/patients/:patientId/history',
    { schema: historySchema, onRequest: app.authenticate, config: { permission: 'clinical.read' } },
    async (request) => {
      const { clinicId, params, query } = request;
      if (!(await patientExists(ctx.db, clinicId, params.patientId))) {
        throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      }
      const { page = 1, limit = DEFAULT_LIMIT, kind } = query;
      const paging = { page, limit, offset: (page - 1) * limit };
      return pageOf(
        paging,
        historyPage(ctx.db, clinicId, params.patientId, kind, paging, request.clinicZone),
        countHistory(ctx.db, clinicId, params.patientId, kind, request.clinicZone),
      );
    },
  );
}
