import type { FastifyInstance } from 'fastify';
import { authorsOf } from '../audit/authors.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { pageOf, pageRequest, sendPage, type ListQuery } from '../http/paging.js';
import { searchTerms } from './input.js';
import { countOwners, findOwner, listOwners } from './repo.js';
import {
  getOwnerSchema,
  listOwnersSchema,
  OWNER_NOT_FOUND_MSG,
  ownersPageSchema,
  type OwnerParams,
} from './schemas.js';

/** The vet's owners: the whole list (the UI filters it), or a search, or a page of either. */
export function readRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ListQuery }>(
    '/owners',
    { schema: listOwnersSchema, onRequest: app.authenticate, config: { permission: 'owners.read' } },
    async (request, reply) => {
      const { clinicId, query } = request;
      const search = searchTerms(query.q);
      const page = pageRequest(query);
      if (!page) return listOwners(ctx.db, clinicId, search);
      const items = listOwners(ctx.db, clinicId, search, page);
      return sendPage(
        reply,
        ownersPageSchema,
        await pageOf(page, items, countOwners(ctx.db, clinicId, search)),
      );
    },
  );

  app.get<{ Params: OwnerParams }>(
    '/owners/:id',
    { schema: getOwnerSchema, onRequest: app.authenticate, config: { permission: 'owners.read' } },
    async (request) => {
      const owner = await findOwner(ctx.db, request.clinicId, request.params.id);
      if (!owner) throw new HttpError(404, OWNER_NOT_FOUND_MSG);
      return { ...owner, ...(await authorsOf(ctx.db, 'owners', request.clinicId, owner._id)) };
    },
  );
}
