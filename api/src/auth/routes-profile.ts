import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { toProfile } from './input.js';
import { profileSchema } from './schemas.js';
import type { ProfileBody } from './types.js';
import { toUser, updateProfile } from './vets-repo.js';

/** The vet edits their own profile (the e-mail stays: it is the login and was confirmed). */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put<{ Body: ProfileBody }>(
    '/auth/profile',
    { schema: profileSchema, onRequest: app.authenticate },
    async (request) => {
      const vet = await updateProfile(ctx.db, request.vetId, toProfile(request.body), ctx.clock.now());
      if (!vet) throw new HttpError(401, 'Sesión no válida o expirada');
      return { msg: 'Perfil actualizado', user: toUser(vet) };
    },
  );
}
