import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { scheduleAuthCleanup } from './maintenance.js';
import { accountRoutes } from './routes-account.js';
import { passwordRoutes } from './routes-password.js';
import { profileRoutes } from './routes-profile.js';
import { sessionRoutes } from './routes-session.js';

/** Accounts: /api/auth/*. */
export default async function authPlugin(app: FastifyInstance, opts: DomainPluginOptions): Promise<void> {
  // The reset may send the new password as form data: accept urlencoded and multipart (fields only) in
  // this plugin.
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 20, parts: 20, fieldSize: 4096 },
  });
  accountRoutes(app, opts.ctx);
  sessionRoutes(app, opts.ctx);
  passwordRoutes(app, opts.ctx);
  profileRoutes(app, opts.ctx);
  scheduleAuthCleanup(app, opts.ctx);
}
