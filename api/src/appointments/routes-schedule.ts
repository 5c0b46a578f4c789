import type { FastifyInstance } from 'fastify';
import { recordEvent } from '../audit/events.js';
import { changedLeaves } from '../audit/diff.js';
import type { AppContext } from '../context.js';
import { validationError } from '../http/errors.js';
import { isTimeZone } from '../lib/clinic-day.js';
import { validOpeningHours } from './rules.js';
import { findSchedule, lockSchedule, updateSchedule } from './schedule-repo.js';
import {
  getScheduleSchema,
  HOURS_MSG,
  updateScheduleSchema,
  ZONE_MSG,
  type ScheduleBody,
} from './schedule-schemas.js';

/** The clinic's agenda settings: every member reads them (the agenda draws its hours), the administrator edits. */
export function scheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/clinic/schedule',
    { schema: getScheduleSchema, onRequest: app.authenticate, config: { permission: 'appointments.read' } },
    async (request) => ({ schedule: await findSchedule(ctx.db, request.clinicId) }),
  );

  app.put<{ Body: ScheduleBody }>(
    '/clinic/schedule',
    { schema: updateScheduleSchema, onRequest: app.authenticate, config: { permission: 'clinic.manage' } },
    async (request) => {
      const { body, clinicId, vetId } = request;
      const errors = [];
      if (!isTimeZone(body.timeZone)) errors.push({ field: 'timeZone', msg: ZONE_MSG });
      if (!validOpeningHours(body.openingHours)) errors.push({ field: 'openingHours', msg: HOURS_MSG });
      if (errors.length) throw validationError(errors);
      const { version, ...wanted } = body;
      const schedule = await request.writer.tx(async (q) => {
        const { version: _v, ...before } = await lockSchedule(q, clinicId, version);
        const saved = await updateSchedule(q, clinicId, wanted as typeof before);
        const { version: _s, ...after } = saved;
        await recordEvent(q, {
          clinicId,
          actorId: vetId,
          action: 'update',
          kind: 'schedule',
          summary: 'Horario de la agenda',
          changes: changedLeaves(before, after),
        });
        return saved;
      });
      return { msg: 'Horario guardado', schedule };
    },
  );
}
