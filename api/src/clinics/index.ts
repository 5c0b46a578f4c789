import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { clinicRoutes } from './routes-clinic.js';
import { invitationRoutes } from './routes-invitations.js';
import { logoRoutes } from './routes-logo.js';
import { memberRoutes } from './routes-members.js';

/** The clinic and its team: /api/clinic*, /api/invitations/:token, /api/auth/clinic (docs/product/clinic.md). */
export default async function clinicsPlugin(app: FastifyInstance, opts: DomainPluginOptions): Promise<void> {
  clinicRoutes(app, opts.ctx);
  memberRoutes(app, opts.ctx);
  invitationRoutes(app, opts.ctx);
  // Its own context: the multipart parser and the upload's error messages stay with the logo.
  await app.register(async (logo) => logoRoutes(logo, opts.ctx));
}
