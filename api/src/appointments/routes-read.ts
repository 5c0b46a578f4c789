import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError, validationError } from '../http/errors.js';
import { patientExists } from '../patients/repo.js';
import { findAppointment, instantOf, listAgenda, listPatientAppointments, statusHistory } from './repo.js';
import { clinicDay } from '../lib/clinic-day.js';
import {
  agendaSchema,
  APPOINTMENT_NOT_FOUND_MSG,
  getAppointmentSchema,
  PATIENT_NOT_FOUND_MSG,
  patientAppointmentsSchema,
  RANGE_MSG,
  type AgendaQuery,
  type AppointmentParams,
  type PatientParams,
} from './schemas.js';

/** The longest period the agenda answers at once: six weeks (a month view with its edges). */
const MAX_DAYS = 42;
const DAY_MS = 86_400_000;

/** The agenda of a period, a pet's appointments and one appointment with its statuses. */
export function readRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: AgendaQuery }>(
    '/appointments',
    { schema: agendaSchema, onRequest: app.authenticate, config: { permission: 'appointments.read' } },
    async (request) => {
      const { from, to, vetId } = request.query;
      const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (!(days >= 1 && days <= MAX_DAYS)) throw validationError([{ field: 'to', msg: RANGE_MSG }]);
      const appointments = await listAgenda(
        ctx.db,
        request.clinicZone,
        request.clinicId,
        from,
        to,
        vetId?.toLowerCase(),
      );
      return { appointments };
    },
  );

  app.get<{ Params: PatientParams }>(
    '/patients/:patientId/appointments',
    {
      schema: patientAppointmentsSchema,
      onRequest: app.authenticate,
      config: { permission: 'appointments.read' },
    },
    async (request) => {
      const { clinicId, clinicZone: zone, params } = request;
      if (!(await patientExists(ctx.db, clinicId, params.patientId))) {
        throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      }
      // «From today on» in the clinic's calendar: this morning's appointment is still today's.
      const { instant: todayStarts } = await instantOf(
        ctx.db,
        zone,
        clinicDay(ctx.clock.now(), zone),
        '00:00',
      );
      return listPatientAppointments(ctx.db, zone, clinicId, params.patientId, todayStarts);
    },
  );

  app.get<{ Params: AppointmentParams }>(
    '/appointments/:id',
    {
      schema: getAppointmentSchema,
      onRequest: app.authenticate,
      config: { permission: 'appointments.read' },
    },
    async (request) => {
      const { clinicId, clinicZone: zone, params } = request;
      const appointment = await findAppointment(ctx.db, zone, clinicId, params.id);
      if (!appointment) throw new HttpError(404, APPOINTMENT_NOT_FOUND_MSG);
      return {
        appointment: { ...appointment, statusHistory: await statusHistory(ctx.db, clinicId, params.id) },
      };
    },
  );
}
