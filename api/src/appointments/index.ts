import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { readRoutes } from './routes-read.js';
import { scheduleRoutes } from './routes-schedule.js';
import { writeRoutes } from './routes-write.js';

/** Citas: /api/appointments, /api/patients/:patientId/appointments, /api/clinic/schedule (issue 27). */
export default async function appointmentsPlugin(
  app: FastifyInstance,
  { ctx }: DomainPluginOptions,
): Promise<void> {
  scheduleRoutes(app, ctx);
  readRoutes(app, ctx);
  writeRoutes(app, ctx);
}
