import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { createOnce } from '../http/submission-key.js';
import { tidyVersion } from '../http/versions.js';
import { runOwnerDeletedHooks } from './after-delete.js';
import { tidyOwnerBody, toOwnerData, toOwnerEdit } from './input.js';
import { deleteOwner, insertOwner, updateOwner } from './repo.js';
import {
  createOwnerSchema,
  deleteOwnerSchema,
  OWNER_NOT_FOUND_MSG,
  updateOwnerSchema,
  type OwnerBody,
  type OwnerEditBody,
  type OwnerParams,
} from './schemas.js';

/** Create, edit and delete an owner of the signed-in vet. */
export function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: OwnerBody }>(
    '/owners',
    {
      schema: createOwnerSchema,
      onRequest: app.authenticate,
      config: { permission: 'owners.write' },
      preValidation: tidyOwnerBody,
    },
    (request, reply) =>
      createOnce(ctx, request, reply, async (q) => {
        const owner = await insertOwner(q, request.clinicId, toOwnerData(request.body), ctx.clock.now());
        return { status: 201, body: { msg: 'Propietario creado con éxito', owner } };
      }),
  );

  app.put<{ Params: OwnerParams; Body: OwnerEditBody }>(
    '/owners/:id',
    {
      schema: updateOwnerSchema,
      onRequest: app.authenticate,
      config: { permission: 'owners.write' },
      preValidation: [tidyOwnerBody, tidyVersion],
    },
    async (request) => {
      const { clinicId, params, body } = request;
      const owner = await updateOwner(
        request.writer,
        clinicId,
        params.id,
        body.version,
        toOwnerEdit(body),
        ctx.clock.now(),
      );
      return { msg: 'Propietario actualizado con éxito', owner };
    },
  );

  app.delete<{ Params: OwnerParams }>(
    '/owners/:id',
    { schema: deleteOwnerSchema, onRequest: app.authenticate, config: { permission: 'owners.write' } },
    async (request) => {
      const ownerId = request.params.id;
      if (!(await deleteOwner(request.writer, request.clinicId, ownerId)))
        throw new HttpError(404, OWNER_NOT_FOUND_MSG);
      // Committed: now the cleanup that follows a delete (photos no pet shows any more) can run.
      await runOwnerDeletedHooks(ctx, { clinicId: request.clinicId, ownerId, log: request.log });
      return { msg: 'Propietario eliminado con éxito' };
    },
  );
}
