import type { Queryable } from '../db/pool.js';

/**
 * A product's name as one key whatever its spelling (preventives/due-status.ts' productKey, in SQL):
 * case, accents and repeated spaces ignored. A later application of the same product replaces a dose.
 */
export const productKey = (column: string): string => `btrim(search_fold(${column}))`;

// The planner (a queue job, once a minute, api/src/reminders/jobs.ts) writes the reminders whose time
// has come, for every clinic at once, and cancels those whose appointment moved or ended. Each reminder
// is one row, unique per appointment and start (or per application and due day): planning again adds
// nothing, whichever instance plans.

// An appointment is reminded `appointment_reminder_hours` before it starts (or at once when booked
// later than that), while it is still booked or confirmed and has not started.
const PLAN_APPOINTMENTS = `
  INSERT INTO reminders (clinic_id, kind, appointment_id, reminds_of, send_at, channel)
  SELECT a.clinic_id, 'appointment', a.id, a.starts_at,
         a.starts_at - make_interval(hours => s.appointment_reminder_hours),
         CASE WHEN o.email <> '' THEN 'email' ELSE 'whatsapp' END
  FROM appointments a
    JOIN clinic_schedules s ON s.clinic_id = a.clinic_id
    JOIN patients p ON p.id = a.patient_id AND p.clinic_id = a.clinic_id
    JOIN owners o ON o.id = p.owner_id AND o.clinic_id = a.clinic_id
  WHERE a.status IN ('scheduled', 'confirmed')
    AND a.starts_at > $1 AND a.starts_at <= $1 + interval '168 hours'
    AND a.starts_at - make_interval(hours => s.appointment_reminder_hours) <= $1
    AND NOT o.reminders_opt_out
  ON CONFLICT DO NOTHING`;

// A vaccine or deworming is reminded `preventive_reminder_days` before its due day (the clinic's
// midnight), for the latest application of that product to that pet only, until the day comes.
const PLAN_PREVENTIVES = `
  INSERT INTO reminders (clinic_id, kind, preventive_id, reminds_of, send_at, channel)
  SELECT x.clinic_id, 'preventive', x.id, x.due_at,
         x.due_at - make_interval(days => x.preventive_reminder_days),
         CASE WHEN x.email <> '' THEN 'email' ELSE 'whatsapp' END
  FROM (
    SELECT r.clinic_id, r.id, s.preventive_reminder_days, o.email,
           (r.next_due::timestamp AT TIME ZONE s.time_zone) AS due_at
    FROM preventives r
      JOIN clinic_schedules s ON s.clinic_id = r.clinic_id
      JOIN patients p ON p.id = r.patient_id AND p.clinic_id = r.clinic_id
      JOIN owners o ON o.id = p.owner_id AND o.clinic_id = r.clinic_id
    WHERE r.next_due BETWEEN ($1::timestamptz - interval '1 day')::date
                         AND ($1::timestamptz + interval '61 days')::date
      AND NOT o.reminders_opt_out
      AND NOT EXISTS (
        SELECT 1 FROM preventives n
        WHERE n.clinic_id = r.clinic_id AND n.patient_id = r.patient_id
          AND ${productKey('n.product')} = ${productKey('r.product')}
          AND (n.applied_on, n.created_at, n.id) > (r.applied_on, r.created_at, r.id))
  ) x
  WHERE x.due_at >= $1 - interval '1 day' AND x.due_at - make_interval(days => x.preventive_reminder_days) <= $1
  ON CONFLICT DO NOTHING`;

// A reminder not sent yet whose appointment was moved, cancelled, missed or attended is owed no more.
const CANCEL_STALE = `
  UPDATE reminders r SET status = 'cancelled'
  FROM appointments a
  WHERE r.status = 'pending' AND r.appointment_id = a.id
    AND (a.status NOT IN ('scheduled', 'confirmed') OR a.starts_at <> r.reminds_of OR a.starts_at <= $1)`;

export interface PlanResult {
  appointments: number;
  preventives: number;
  cancelled: number;
}

/** Writes the reminders due by `now` and cancels the stale ones; how many of each. */
export async function planReminders(q: Queryable, now: Date): Promise<PlanResult> {
  const appointments = (await q.query(PLAN_APPOINTMENTS, [now])).rowCount ?? 0;
  const preventives = (await q.query(PLAN_PREVENTIVES, [now])).rowCount ?? 0;
  const cancelled = (await q.query(CANCEL_STALE, [now])).rowCount ?? 0;
  return { appointments, preventives, cancelled };
}

/**
 * The e-mail reminders due and never tried (a tried one is retried by the queue with its backoff, or
 * sent again by «Reintentar» in Notificaciones), oldest first.
 */
export async function dueEmailReminders(q: Queryable, now: Date, limit = 500): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM reminders
     WHERE status = 'pending' AND channel = 'email' AND attempts = 0 AND send_at <= $1
     ORDER BY send_at, id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.id);
}
