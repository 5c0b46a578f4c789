import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { readRoutes } from './routes-read.js';
import { writeRoutes } from './routes-write.js';

/** Vaccines and deworming: /api/patients/:patientId/preventives, /api/preventives/:id (issue 26). */
export default async function preventivesPlugin(
  app: FastifyInstance,
  { ctx }: DomainPluginOptions,
): Promise<void> {
  readRoutes(app, ctx);
  writeRoutes(app, ctx);
}
