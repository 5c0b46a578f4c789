import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { rangesRoutes } from './routes-ranges.js';
import { readRoutes } from './routes-read.js';
import { writeRoutes } from './routes-write.js';

/** Hematology: /api/patients/:patientId/lab-exams*, /api/lab-exams/:id, /api/lab/reference-ranges. */
export default async function labPlugin(app: FastifyInstance, { ctx }: DomainPluginOptions): Promise<void> {
  readRoutes(app, ctx);
  writeRoutes(app, ctx);
  rangesRoutes(app, ctx);
}
