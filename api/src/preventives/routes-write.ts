import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/pool.js';
import { HttpError, validationError } from '../http/errors.js';
import { createOnce } from '../http/submission-key.js';
import { tidyVersion } from '../http/versions.js';
import { patientExists } from '../patients/repo.js';
import { tidyPreventiveBody, toPreventiveData } from './input.js';
import {
  deletePreventive,
  insertPreventive,
  isActiveMember,
  lockPreventive,
  updatePreventive,
} from './repo.js';
import {
  createPreventiveSchema,
  deletePreventiveSchema,
  NOT_A_MEMBER_MSG,
  PATIENT_NOT_FOUND_MSG,
  PREVENTIVE_NOT_FOUND_MSG,
  updatePreventiveSchema,
  type PatientParams,
  type PreventiveBody,
  type PreventiveEditBody,
  type PreventiveParams,
} from './schemas.js';

const CREATED_MSG = {
  vaccine: 'Vacuna registrada con éxito',
  deworming: 'Desparasitación registrada con éxito',
};

/** Who applied it must be an active member of the session's clinic, checked inside the write. */
async function requireMember(q: Queryable, clinicId: string, vetId: string): Promise<void> {
  if (!(await isActiveMember(q, clinicId, vetId))) {
    throw validationError([{ field: 'appliedBy', msg: NOT_A_MEMBER_MSG }]);
  }
}

/** Record, correct and delete a vaccine or deworming of one of the clinic's pets. */
export function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The pet comes from the URL; a patientId in the body is dropped by the schema.
  app.post<{ Params: PatientParams; Body: PreventiveBody }>(
    '/patients/:patientId/preventives',
    {
      schema: createPreventiveSchema,
      onRequest: app.authenticate,
      config: { permission: 'preventive.write' },
      preValidation: tidyPreventiveBody,
    },
    async (request, reply) => {
      const { clinicId, params, body } = request;
      const now = ctx.clock.now();
      const data = toPreventiveData(body, now, request.clinicZone);
      return createOnce(ctx, request, reply, async (q) => {
        // Another clinic's pet is a 404 whatever the body says, so the pet is looked at first.
        if (!(await patientExists(q, clinicId, params.patientId)))
          throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
        await requireMember(q, clinicId, data.appliedBy);
        const preventive = await insertPreventive(q, clinicId, params.patientId, data, now);
        if (!preventive) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
        return { status: 201, body: { msg: CREATED_MSG[preventive.kind], preventive } };
      });
    },
  );

  app.put<{ Params: PreventiveParams; Body: PreventiveEditBody }>(
    '/preventives/:id',
    {
      schema: updatePreventiveSchema,
      onRequest: app.authenticate,
      config: { permission: 'preventive.write' },
      preValidation: [tidyPreventiveBody, tidyVersion],
    },
    async (request) => {
      const { clinicId, params, body } = request;
      const now = ctx.clock.now();
      const data = toPreventiveData(body, now, request.clinicZone);
      const preventive = await request.writer.tx(async (q) => {
        await lockPreventive(q, clinicId, params.id, body.version);
        await requireMember(q, clinicId, data.appliedBy);
        return updatePreventive(q, clinicId, params.id, data, now);
      });
      return { msg: 'Aplicación actualizada con éxito', preventive };
    },
  );

  app.delete<{ Params: PreventiveParams }>(
    '/preventives/:id',
    {
      schema: deletePreventiveSchema,
      onRequest: app.authenticate,
      config: { permission: 'preventive.write' },
    },
    async (request) => {
      if (!(await deletePreventive(request.writer, request.clinicId, request.params.id))) {
        throw new HttpError(404, PREVENTIVE_NOT_FOUND_MSG);
      }
      return { msg: 'Aplicación eliminada con éxito' };
    },
  );
}
