import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { notificationRoutes } from './routes.js';

/** Reminders and Notificaciones: /api/notifications, /api/reminders/:id/… (issue 27). */
export default async function remindersPlugin(
  app: FastifyInstance,
  { ctx }: DomainPluginOptions,
): Promise<void> {
  notificationRoutes(app, ctx);
}
