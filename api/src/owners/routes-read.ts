import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { requireUuidParam, searchTerms, type ListQuery } from './input.js';
import { findOwner, listOwners } from './repo.js';
import { getOwnerSchema, listOwnersSchema, OWNER_NOT_FOUND_MSG } from './schemas.js';

/** The vet's owners: the whole list (the UI filters it), or a search and a page of it. */
export function readRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ListQuery }>(
    '/owners',
    { schema: listOwnersSchema, onRequest: app.authenticate },
    async (request) => listOwners(ctx.db, request.vetId, searchTerms(request.query.q), request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/owners/:id',
    { schema: getOwnerSchema, onRequest: app.authenticate, preValidation: requireUuidParam },
    async (request) => {
      const owner = await findOwner(ctx.db, request.vetId, request.params.id);
      if (!owner) throw new HttpError(404, OWNER_NOT_FOUND_MSG);
      return owner;
    },
  );
}
