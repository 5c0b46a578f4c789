import type { FastifyInstance } from 'fastify';
import { ANY_MEMBER } from '../clinics/roles.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { STALE_MSG, tidyVersion } from '../http/versions.js';
import { requireCmvOf, toProfile } from './input.js';
import { profileSchema, type ProfileBody } from './schemas.js';
import { toUser, updateProfile } from './vets-repo.js';

/** The vet edits their own profile (the e-mail stays: it is the login and was confirmed). */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put<{ Body: ProfileBody }>(
    '/auth/profile',
    {
      schema: profileSchema,
      onRequest: app.authenticate,
      config: { permission: ANY_MEMBER },
      preValidation: tidyVersion,
    },
    async (request) => {
      const { vetId, body } = request;
      requireCmvOf(request.role, body.cmv);
      const vet = await updateProfile(ctx.db, vetId, body.version, toProfile(body), ctx.clock.now());
      // The session names an existing vet, so no row means the profile changed since the form loaded.
      if (!vet) throw new HttpError(409, STALE_MSG);
      return { msg: 'Perfil actualizado', user: toUser(vet) };
    },
  );
}
