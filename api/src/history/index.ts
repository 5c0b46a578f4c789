import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { historyRoutes } from './routes.js';

/** The pet's history: /api/patients/:patientId/history (issue 26). */
export default async function historyPlugin(
  app: FastifyInstance,
  { ctx }: DomainPluginOptions,
): Promise<void> {
  historyRoutes(app, ctx);
}
