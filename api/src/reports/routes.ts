import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { clinicDay } from '../lib/clinic-day.js';
import { activityReport } from './activity-repo.js';
import { incomeReport } from './income-repo.js';
import { patientsReport } from './patients-repo.js';
import { vaccinationReport } from './vaccination-repo.js';
import { personFilter } from './people.js';
import { reportPeriod, type ReportPeriod } from './period.js';
import {
  activitySchema,
  incomeSchema,
  patientsSchema,
  vaccinationSchema,
  type ActivityQuery,
  type IncomeQuery,
  type PatientsQuery,
} from './schemas.js';

/** The answer's own account of its period: what was counted, in which zone, split how. */
const rangeOf = ({ from, to, zone, group }: ReportPeriod) => ({ from, to, zone, group });

/** GET /api/reports/*: read-only figures of the session's clinic (README.md). */
export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: IncomeQuery }>(
    '/reports/income',
    { schema: incomeSchema, onRequest: app.authenticate, config: { permission: 'reports.income' } },
    async (request) => {
      const { query, clinicId } = request;
      const period = reportPeriod(query, request.clinicZone);
      const vetId = await personFilter(ctx.db, clinicId, query.vetId);
      const filters = {
        service: query.service || undefined,
        paymentType: query.paymentType || undefined,
        vetId,
      };
      return { range: rangeOf(period), ...(await incomeReport(ctx.db, clinicId, period, filters)) };
    },
  );

  app.get<{ Querystring: ActivityQuery }>(
    '/reports/activity',
    { schema: activitySchema, onRequest: app.authenticate, config: { permission: 'reports.read' } },
    async (request) => {
      const { query, clinicId } = request;
      const period = reportPeriod(query, request.clinicZone);
      const vetId = await personFilter(ctx.db, clinicId, query.vetId);
      return { range: rangeOf(period), ...(await activityReport(ctx.db, clinicId, period, vetId)) };
    },
  );

  app.get<{ Querystring: PatientsQuery }>(
    '/reports/patients',
    { schema: patientsSchema, onRequest: app.authenticate, config: { permission: 'reports.read' } },
    async (request) => {
      const period = reportPeriod(request.query, request.clinicZone);
      return { range: rangeOf(period), ...(await patientsReport(ctx.db, request.clinicId, period)) };
    },
  );

  app.get(
    '/reports/vaccination',
    { schema: vaccinationSchema, onRequest: app.authenticate, config: { permission: 'reports.read' } },
    async (request) =>
      vaccinationReport(ctx.db, request.clinicId, clinicDay(ctx.clock.now(), request.clinicZone)),
  );
}
