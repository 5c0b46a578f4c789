import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { createOnce } from '../http/submission-key.js';
import { tidyVersion } from '../http/versions.js';
import { patientExists } from '../patients/repo.js';
import { asOverlapRefusal, placeAppointment, requireKindAllowed, tidyAppointmentBody } from './input.js';
import { addStatusChange, insertAppointment, lockAppointment, setStatus, updateAppointment } from './repo.js';
import { canMove, isReschedulable, type AppointmentStatus } from './rules.js';
import { APPOINTMENT_STATUS_LABELS } from '../lists.generated.js';
import {
  changeStatusSchema,
  createAppointmentSchema,
  PATIENT_NOT_FOUND_MSG,
  updateAppointmentSchema,
  type AppointmentBody,
  type AppointmentEditBody,
  type AppointmentParams,
  type StatusBody,
} from './schemas.js';

const NOT_RESCHEDULABLE_MSG = 'Solo se puede reprogramar una cita Programada o Confirmada';

/** What each status change answers. */
const STATUS_DONE_MSG: Record<AppointmentStatus, string> = {
  scheduled: 'La cita vuelve a estar Programada',
  confirmed: 'Cita confirmada',
  in_room: 'Paciente en sala',
  attended: 'Cita atendida',
  no_show: 'Cita marcada como No asistió',
  cancelled: 'Cita cancelada',
};

/** Book, edit or reschedule, and move an appointment through its statuses. */
export function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: AppointmentBody }>(
    '/appointments',
    {
      schema: createAppointmentSchema,
      onRequest: app.authenticate,
      config: { permission: 'appointments.write' },
      preValidation: tidyAppointmentBody,
    },
    async (request, reply) => {
      const { clinicId, clinicZone: zone, body, role, vetId } = request;
      requireKindAllowed(role, body.kind);
      const now = ctx.clock.now();
      return createOnce(ctx, request, reply, async (q) => {
        // Another clinic's pet is a 404 whatever else the body says.
        if (!(await patientExists(q, clinicId, body.patientId)))
          throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
        const { data } = await placeAppointment(q, body, { zone, clinicId, now, before: null });
        const appointment = await insertAppointment(q, zone, clinicId, data, now).catch(asOverlapRefusal);
        if (!appointment) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
        await addStatusChange(q, clinicId, appointment._id, 'scheduled', vetId, now);
        return { status: 201, body: { msg: 'Cita agendada con éxito', appointment } };
      });
    },
  );

  app.put<{ Params: AppointmentParams; Body: AppointmentEditBody }>(
    '/appointments/:id',
    {
      schema: updateAppointmentSchema,
      onRequest: app.authenticate,
      config: { permission: 'appointments.write' },
      preValidation: [tidyAppointmentBody, tidyVersion],
    },
    async (request) => {
      const { clinicId, clinicZone: zone, params, body, role, vetId } = request;
      requireKindAllowed(role, body.kind);
      const now = ctx.clock.now();
      const appointment = await request.writer.tx(async (q) => {
        const before = await lockAppointment(q, clinicId, params.id, body.version);
        requireKindAllowed(role, before.kind);
        if (!(await patientExists(q, clinicId, body.patientId)))
          throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
        const placed = await placeAppointment(q, body, {
          zone,
          clinicId,
          now,
          before: { ...before, id: params.id },
        });
        const { data } = placed;
        // Another person attending counts as a move too: the appointment is no longer what was agreed.
        const moved = placed.moved || data.vetId !== before.vet_id;
        if (moved && !isReschedulable(before.status)) throw new HttpError(409, NOT_RESCHEDULABLE_MSG);
        // The owner confirmed another time: a moved appointment is booked again (and reminded again).
        const status = moved && before.status === 'confirmed' ? 'scheduled' : before.status;
        const saved = await updateAppointment(q, zone, clinicId, params.id, { ...data, status }, now).catch(
          asOverlapRefusal,
        );
        if (status !== before.status) await addStatusChange(q, clinicId, params.id, status, vetId, now);
        return saved;
      });
      return { msg: 'Cita actualizada con éxito', appointment };
    },
  );

  app.post<{ Params: AppointmentParams; Body: StatusBody }>(
    '/appointments/:id/status',
    {
      schema: changeStatusSchema,
      onRequest: app.authenticate,
      config: { permission: 'appointments.write' },
      preValidation: tidyVersion,
    },
    async (request) => {
      const { clinicId, clinicZone: zone, params, body, role, vetId } = request;
      const now = ctx.clock.now();
      const appointment = await request.writer.tx(async (q) => {
        const before = await lockAppointment(q, clinicId, params.id, body.version);
        requireKindAllowed(role, before.kind);
        if (!canMove(before.status, body.status)) {
          throw new HttpError(
            409,
            `Una cita ${APPOINTMENT_STATUS_LABELS[before.status]} no puede pasar a ${APPOINTMENT_STATUS_LABELS[body.status]}`,
          );
        }
        const saved = await setStatus(q, zone, clinicId, params.id, body.status, now);
        await addStatusChange(q, clinicId, params.id, body.status, vetId, now);
        return saved;
      });
      return { msg: STATUS_DONE_MSG[body.status], appointment };
    },
  );
}
