import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { patientExists } from '../patients/repo.js';
import { clinicDay, dueStatuses } from './due-status.js';
import { findPreventive, listPreventives } from './repo.js';
import {
  getPreventiveSchema,
  listPreventivesSchema,
  PATIENT_NOT_FOUND_MSG,
  PREVENTIVE_NOT_FOUND_MSG,
  type PatientParams,
  type PreventiveParams,
} from './schemas.js';

/** A pet's vaccines and deworming with what is due, and one application. */
export function readRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: PatientParams }>(
    '/patients/:patientId/preventives',
    { schema: listPreventivesSchema, onRequest: app.authenticate, config: { permission: 'clinical.read' } },
    async (request) => {
      const { clinicId, params } = request;
      // A missing pet is not "nothing applied yet": the screen says so instead of an empty card.
      if (!(await patientExists(ctx.db, clinicId, params.patientId))) {
        throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      }
      const preventives = await listPreventives(ctx.db, clinicId, params.patientId);
      return {
        preventives,
        status: dueStatuses(preventives, clinicDay(ctx.clock.now(), request.clinicZone)),
      };
    },
  );

  app.get<{ Params: PreventiveParams }>(
    '/preventives/:id',
    { schema: getPreventiveSchema, onRequest: app.authenticate, config: { permission: 'clinical.read' } },
    async (request) => {
      const preventive = await findPreventive(ctx.db, request.clinicId, request.params.id);
      if (!preventive) throw new HttpError(404, PREVENTIVE_NOT_FOUND_MSG);
      return { preventive };
    },
  );
}
