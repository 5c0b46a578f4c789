import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/pool.js';
import { HttpError, validationError } from '../http/errors.js';
import { createOnce } from '../http/submission-key.js';
import { STALE_MSG, tidyVersion } from '../http/versions.js';
import { patientExists } from '../patients/repo.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';
import { insertAddendum } from './addenda-repo.js';
import { prepareConsultationBody, tidyAddendumBody, toConsultationData } from './input.js';
import { editableUntil, presentOne } from './present.js';
import {
  deleteConsultation,
  findConsultationRow,
  insertConsultation,
  isClinicVet,
  lockForEdit,
  updateConsultation,
} from './repo.js';
import {
  addAddendumSchema,
  createConsultationSchema,
  deleteConsultationSchema,
  updateConsultationSchema,
  type ConsultationEditBody,
  type ConsultationParams,
  type PatientParams,
} from './route-schemas.js';
import {
  CONSULTATION_NOT_FOUND_MSG,
  NOT_A_VET_MSG,
  type AddendumBody,
  type ConsultationBody,
} from './schemas.js';

export const NOT_THE_AUTHOR_MSG = 'Solo quien registró la consulta puede editarla';
export const LOCKED_MSG =
  'La consulta está cerrada: pasaron 24 horas desde que se registró. Agrega una nota de seguimiento.';

const write = { permission: 'clinical.write' } as const;

/** The attending vet must be an active administrator or vet of the session's clinic. */
async function requireClinicVet(q: Queryable, clinicId: string, vetId: string): Promise<void> {
  if (!(await isClinicVet(q, clinicId, vetId)))
    throw validationError([{ field: 'vetId', msg: NOT_A_VET_MSG }]);
}

/** Register, correct (the author, within 24 hours) and delete consultations; add addenda at any time. */
export function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: PatientParams; Body: ConsultationBody }>(
    '/patients/:patientId/consultations',
    {
      schema: createConsultationSchema,
      onRequest: app.authenticate,
      config: write,
      preValidation: prepareConsultationBody,
    },
    async (request, reply) => {
      const { clinicId, params, body } = request;
      const data = toConsultationData(body, ctx.clock.now(), request.clinicZone);
      return createOnce(ctx, request, reply, async (q) => {
        if (!(await patientExists(q, clinicId, params.patientId)))
          throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
        await requireClinicVet(q, clinicId, data.vetId);
        const now = ctx.clock.now();
        const id = await insertConsultation(q, clinicId, params.patientId, data, now);
        if (!id) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
        const consultation = await presentOne(q, clinicId, await findConsultationRow(q, clinicId, id), now);
        return { status: 201, body: { msg: 'Consulta registrada con éxito', consultation } };
      });
    },
  );

  // The consultation stays with its pet: a patientId in the body is dropped like any unknown field.
  app.put<{ Params: ConsultationParams; Body: ConsultationEditBody }>(
    '/consultations/:id',
    {
      schema: updateConsultationSchema,
      onRequest: app.authenticate,
      config: write,
      preValidation: [prepareConsultationBody, tidyVersion],
    },
    async (request) => {
      const { clinicId, params, body, vetId } = request;
      const { version, ...fields } = body;
      const data = toConsultationData(fields, ctx.clock.now(), request.clinicZone);
      return request.writer.tx(async (q) => {
        const target = await lockForEdit(q, clinicId, params.id);
        if (!target) throw new HttpError(404, CONSULTATION_NOT_FOUND_MSG);
        const now = ctx.clock.now();
        if (now.getTime() >= editableUntil(target.createdAt).getTime()) throw new HttpError(409, LOCKED_MSG);
        if (target.createdBy !== vetId) throw new HttpError(403, NOT_THE_AUTHOR_MSG);
        // The vet on record may have left the clinic since: keeping them is not choosing them.
        if (data.vetId !== target.vetId) await requireClinicVet(q, clinicId, data.vetId);
        if (!(await updateConsultation(q, clinicId, params.id, version, data, now))) {
          throw new HttpError(409, STALE_MSG);
        }
        const consultation = await presentOne(
          q,
          clinicId,
          await findConsultationRow(q, clinicId, params.id),
          now,
        );
        return { msg: 'Consulta actualizada con éxito', consultation };
      });
    },
  );

  app.delete<{ Params: ConsultationParams }>(
    '/consultations/:id',
    {
      schema: deleteConsultationSchema,
      onRequest: app.authenticate,
      config: { permission: 'clinical.delete' },
    },
    async (request) => {
      if (!(await deleteConsultation(request.writer, request.clinicId, request.params.id))) {
        throw new HttpError(404, CONSULTATION_NOT_FOUND_MSG);
      }
      return { msg: 'Consulta eliminada con éxito' };
    },
  );

  // Locked or not: what was missed or learned later is added, dated and signed, never edited.
  app.post<{ Params: ConsultationParams; Body: AddendumBody }>(
    '/consultations/:id/addenda',
    {
      schema: addAddendumSchema,
      onRequest: app.authenticate,
      config: write,
      preValidation: tidyAddendumBody,
    },
    async (request, reply) => {
      const { clinicId, params, body } = request;
      return createOnce(ctx, request, reply, async (q) => {
        const addendum = await insertAddendum(q, clinicId, params.id, body.text, ctx.clock.now());
        if (!addendum) throw new HttpError(404, CONSULTATION_NOT_FOUND_MSG);
        return { status: 201, body: { msg: 'Nota de seguimiento agregada', addendum } };
      });
    },
  );
}
