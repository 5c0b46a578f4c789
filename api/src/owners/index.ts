import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { readRoutes } from './routes-read.js';
import { writeRoutes } from './routes-write.js';

export { afterOwnerDeleted, type OwnerDeletedEvent, type OwnerDeletedHook } from './after-delete.js';

/** Pet owners: /api/owners*, every query scoped to the vet in session. */
export default async function ownersPlugin(app: FastifyInstance, opts: DomainPluginOptions): Promise<void> {
  readRoutes(app, opts.ctx);
  writeRoutes(app, opts.ctx);
}
