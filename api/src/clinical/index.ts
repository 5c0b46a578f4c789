import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { rangesRoutes } from './routes-ranges.js';
import { readRoutes } from './routes-read.js';
import { writeRoutes } from './routes-write.js';

/**
 * Consultations (issue 26): /api/patients/:patientId/consultations, /api/consultations*,
 * /api/patients/:patientId/weights and /api/clinical/vital-ranges.
 */
export default async function clinicalPlugin(
  app: FastifyInstance,
  { ctx }: DomainPluginOptions,
): Promise<void> {
  readRoutes(app, ctx);
  writeRoutes(app, ctx);
  rangesRoutes(app, ctx);
}
