import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { createOnce } from '../http/submission-key.js';
import { tidyVersion } from '../http/versions.js';
import { tidyServiceBody, toServiceData } from './input.js';
import { deleteService, insertService, updateService } from './repo.js';
import {
  createServiceSchema,
  deleteServiceSchema,
  PATIENT_NOT_FOUND_MSG,
  SERVICE_NOT_FOUND_MSG,
  updateServiceSchema,
  type PatientParams,
  type ServiceBody,
  type ServiceEditBody,
  type ServiceParams,
} from './schemas.js';

/** Record, correct and delete a grooming service of the signed-in vet (edit and delete: issue 7). */
export function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The pet comes from the URL; a patientId in the body is dropped by the schema.
  app.post<{ Params: PatientParams; Body: ServiceBody }>(
    '/patients/:patientId/grooming',
    {
      schema: createServiceSchema,
      onRequest: app.authenticate,
      config: { permission: 'grooming.write' },
      preValidation: tidyServiceBody,
    },
    async (request, reply) => {
      const { clinicId, params, body } = request;
      const now = ctx.clock.now();
      const data = toServiceData(body, now);
      return createOnce(ctx, request, reply, async (q) => {
        const service = await insertService(q, clinicId, params.patientId, data, now);
        if (!service) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
        return { status: 201, body: { msg: 'Servicio de Estética registrado con éxito', service } };
      });
    },
  );

  app.put<{ Params: ServiceParams; Body: ServiceEditBody }>(
    '/grooming/:id',
    {
      schema: updateServiceSchema,
      onRequest: app.authenticate,
      config: { permission: 'grooming.write' },
      preValidation: [tidyServiceBody, tidyVersion],
    },
    async (request) => {
      const { clinicId, params, body } = request;
      const now = ctx.clock.now();
      const service = await updateService(
        request.writer,
        clinicId,
        params.id,
        body.version,
        toServiceData(body, now),
        now,
      );
      return { msg: 'Servicio de Estética actualizado con éxito', service };
    },
  );

  app.delete<{ Params: ServiceParams }>(
    '/grooming/:id',
    { schema: deleteServiceSchema, onRequest: app.authenticate, config: { permission: 'grooming.write' } },
    async (request) => {
      if (!(await deleteService(request.writer, request.clinicId, request.params.id))) {
        throw new HttpError(404, SERVICE_NOT_FOUND_MSG);
      }
      return { msg: 'Servicio de Estética eliminado con éxito' };
    },
  );
}
