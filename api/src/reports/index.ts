import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { reportRoutes } from './routes.js';

/** The clinic's figures: /api/reports/* (income, activity, patients, vaccination), read-only. */
export default async function reportsPlugin(app: FastifyInstance, opts: DomainPluginOptions): Promise<void> {
  reportRoutes(app, opts.ctx);
}
