import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { documentRoutes } from './routes-documents.js';
import { rangesRoutes } from './routes-ranges.js';
import { readRoutes } from './routes-read.js';
import { writeRoutes } from './routes-write.js';

/**
 * Consultations (issue 26): /api/patients/:patientId/consultations, /api/consultations*,
 * /api/patients/:patientId/weights, /api/clinical/vital-ranges and
 * /api/patients/:patientId/documents/mail.
 */
export default async function clinicalPlugin(
  app: FastifyInstance,
  { ctx }: DomainPluginOptions,
): Promise<void> {
  readRoutes(app, ctx);
  writeRoutes(app, ctx);
  rangesRoutes(app, ctx);
  // Its own context: the multipart parser and the upload's messages stay with the documents' mail.
  await app.register(async (documents) => documentRoutes(documents, ctx));
}
