import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { clinicDay } from '../lib/clinic-day.js';
import { listAgenda } from '../appointments/repo.js';
import { actionCount, failedReminders, overduePreventives, whatsappWaiting } from './repo.js';
import {
  markSentSchema,
  notificationCountSchema,
  notificationsSchema,
  REMINDER_NOT_FOUND_MSG,
  retrySchema,
  type ReminderParams,
} from './schemas.js';

/** Notificaciones: what the front desk acts on today, and the two actions on a reminder. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/notifications',
    { schema: notificationsSchema, onRequest: app.authenticate, config: { permission: 'appointments.read' } },
    async (request) => {
      const { clinicId, clinicZone: zone } = request;
      const now = ctx.clock.now();
      const today = clinicDay(now, zone);
      const [appointments, whatsapp, failed, overdue] = await Promise.all([
        listAgenda(ctx.db, zone, clinicId, today, today),
        whatsappWaiting(ctx.db, clinicId, now, ctx.publicUrl),
        failedReminders(ctx.db, clinicId, ctx.publicUrl),
        overduePreventives(ctx.db, clinicId, today),
      ]);
      const todays = appointments.filter((a) => a.status !== 'cancelled');
      return { today: todays, whatsapp, failed, overdue, count: whatsapp.length + failed.length };
    },
  );

  app.get(
    '/notifications/count',
    {
      schema: notificationCountSchema,
      onRequest: app.authenticate,
      config: { permission: 'appointments.read' },
    },
    async (request) => ({ count: await actionCount(ctx.db, request.clinicId, ctx.clock.now()) }),
  );

  app.post<{ Params: ReminderParams }>(
    '/reminders/:id/sent',
    { schema: markSentSchema, onRequest: app.authenticate, config: { permission: 'appointments.write' } },
    async (request) => {
      const { rowCount } = await request.writer.query(
        `UPDATE reminders SET status = 'sent', sent_at = $3, sent_by = $4
         WHERE id = $1 AND clinic_id = $2 AND channel = 'whatsapp' AND status = 'pending'`,
        [request.params.id, request.clinicId, ctx.clock.now(), request.vetId],
      );
      if (rowCount !== 1) throw new HttpError(404, REMINDER_NOT_FOUND_MSG);
      return { msg: 'Recordatorio marcado como enviado' };
    },
  );

  app.post<{ Params: ReminderParams }>(
    '/reminders/:id/retry',
    { schema: retrySchema, onRequest: app.authenticate, config: { permission: 'appointments.write' } },
    async (request) => {
      // Back to «never tried»: the planner queues it on its next minute.
      const { rowCount } = await request.writer.query(
        `UPDATE reminders SET status = 'pending', attempts = 0, last_error = ''
         WHERE id = $1 AND clinic_id = $2 AND status = 'failed'`,
        [request.params.id, request.clinicId],
      );
      if (rowCount !== 1) throw new HttpError(404, REMINDER_NOT_FOUND_MSG);
      return { msg: 'El recordatorio se enviará de nuevo en el próximo minuto' };
    },
  );
}
