import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { STALE_MSG } from '../http/versions.js';
import { toClinicData } from './input.js';
import { findClinic, updateClinic } from './repo.js';
import { ANY_MEMBER } from './roles.js';
import { listClinicPeople, listClinicVets, membershipsOf } from './members-repo.js';
import {
  clinicPeopleSchema,
  clinicVetsSchema,
  getClinicSchema,
  SWITCH_NOT_MEMBER_MSG,
  switchClinicSchema,
  updateClinicSchema,
  type SwitchClinicBody,
  type UpdateClinicBody,
} from './schemas.js';

/** The session's clinic: its data, its vets and active people, and moving the session to another of the person's clinics. */
export function clinicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get(
    '/clinic',
    { schema: getClinicSchema, onRequest: app.authenticate, config: { permission: ANY_MEMBER } },
    async (request) => (await findClinic(db, request.clinicId))!,
  );

  app.put<{ Body: UpdateClinicBody }>(
    '/clinic',
    { schema: updateClinicSchema, onRequest: app.authenticate, config: { permission: 'clinic.manage' } },
    async (request) => {
      const { version, ...data } = request.body;
      const clinic = await updateClinic(
        request.writer,
        request.clinicId,
        version,
        toClinicData(data),
        clock.now(),
      );
      if (!clinic) throw new HttpError(409, STALE_MSG);
      return { msg: 'Datos de la clínica actualizados', clinic };
    },
  );

  app.get(
    '/clinic/vets',
    { schema: clinicVetsSchema, onRequest: app.authenticate, config: { permission: ANY_MEMBER } },
    async (request) => listClinicVets(db, request.clinicId),
  );

  app.get(
    '/clinic/people',
    { schema: clinicPeopleSchema, onRequest: app.authenticate, config: { permission: ANY_MEMBER } },
    async (request) => listClinicPeople(db, request.clinicId),
  );

  app.post<{ Body: SwitchClinicBody }>(
    '/auth/clinic',
    { schema: switchClinicSchema, onRequest: app.authenticate, config: { permission: ANY_MEMBER } },
    async (request) => {
      const target = (await membershipsOf(db, request.vetId)).find(
        (c) => c._id === request.body.clinicId.toLowerCase(),
      );
      if (!target) throw new HttpError(404, SWITCH_NOT_MEMBER_MSG);
      await db.query('UPDATE sessions SET clinic_id = $2 WHERE id = $1', [request.sessionId, target._id]);
      return { msg: `Ahora trabajas en ${target.name}` };
    },
  );
}
