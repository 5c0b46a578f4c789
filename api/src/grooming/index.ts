import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { readRoutes } from './routes-read.js';
import { writeRoutes } from './routes-write.js';

/** Grooming services: /api/grooming*, /api/patients/:patientId/grooming; every query scoped to the vet. */
export default async function groomingPlugin(app: FastifyInstance, opts: DomainPluginOptions): Promise<void> {
  readRoutes(app, opts.ctx);
  writeRoutes(app, opts.ctx);
}
