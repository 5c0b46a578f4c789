import type { Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import { STALE_MSG } from '../http/versions.js';
import type { OpeningHours } from './rules.js';

export interface Schedule {
  timeZone: string;
  slotMinutes: number;
  openingHours: OpeningHours;
  appointmentReminderHours: number;
  preventiveReminderDays: number;
  version: number;
}

const SELECT = `SELECT time_zone AS "timeZone", slot_minutes AS "slotMinutes", opening_hours AS "openingHours",
  appointment_reminder_hours AS "appointmentReminderHours", preventive_reminder_days AS "preventiveReminderDays",
  version FROM clinic_schedules`;

/** The clinic's schedule (every clinic has one, made with it by migration 018's trigger). */
export async function findSchedule(q: Queryable, clinicId: string, lock = false): Promise<Schedule> {
  const { rows } = await q.query<Schedule>(`${SELECT} WHERE clinic_id = $1${lock ? ' FOR UPDATE' : ''}`, [
    clinicId,
  ]);
  return rows[0];
}

/** Locks the schedule for an edit: 409 when it is no longer at `version` (the one the form loaded). */
export async function lockSchedule(q: Queryable, clinicId: string, version: number): Promise<Schedule> {
  const schedule = await findSchedule(q, clinicId, true);
  if (!schedule) throw new HttpError(404, 'Clínica no encontrada');
  if (schedule.version !== version) throw new HttpError(409, STALE_MSG);
  return schedule;
}

export async function updateSchedule(
  q: Queryable,
  clinicId: string,
  s: Omit<Schedule, 'version'>,
): Promise<Schedule> {
  const { rows } = await q.query<Schedule>(
    `WITH r AS (
       UPDATE clinic_schedules SET time_zone = $2, slot_minutes = $3, opening_hours = $4::jsonb,
         appointment_reminder_hours = $5, preventive_reminder_days = $6, version = version + 1,
         updated_by = audit_actor()
       WHERE clinic_id = $1 RETURNING *
     ) ${SELECT.replace('FROM clinic_schedules', 'FROM r')}`,
    [
      clinicId,
      s.timeZone,
      s.slotMinutes,
      JSON.stringify(s.openingHours),
      s.appointmentReminderHours,
      s.preventiveReminderDays,
    ],
  );
  return rows[0];
}
