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
// midnight), for the latest application of that product to that pet only, until the day comes. The
// due days of the next two months come from preventives_next_due_idx; a dose already planned is skipped
// on its unique key; «the latest dose of that product» is asked per candidate, a walk down the pet's
// preventives_patient_idx (a NOT EXISTS became a hash join over the whole table: 307 ms at 50.000 doses).
const PLAN_PREVENTIVES = `
  INSERT INTO reminders (clinic_id, kind, preventive_id, reminds_of, send_at, channel)
  SELECT x.clinic_id, 'preventive', x.id, x.due_at,
         x.due_at - make_interval(days => x.preventive_reminder_days),
         CASE WHEN x.email <> '' THEN 'email' ELSE 'whatsapp' END
  FROM (
    SELECT r.id, r.clinic_id, r.patient_id, r.product, s.preventive_reminder_days, o.email,
           (r.next_due::timestamp AT TIME ZONE s.time_zone) AS due_at
    FROM preventives r
      JOIN clinic_schedules s ON s.clinic_id = r.clinic_id
      JOIN patients p ON p.id = r.patient_id AND p.clinic_id = r.clinic_id
      JOIN owners o ON o.id = p.owner_id AND o.clinic_id = r.clinic_id
    -- The longest lead any clinic asks for bounds the range (7 days by default, not the allowed 60).
    WHERE r.next_due BETWEEN ($1::timestamptz - interval '1 day')::date
      AND ($1::timestamptz + interval '1 day')::date
          + (SELECT coalesce(max(preventive_reminder_days), 0) FROM clinic_schedules)
      AND NOT o.reminders_opt_out
  ) x
  WHERE x.due_at >= $1 - interval '1 day'
    AND x.due_at - make_interval(days => x.preventive_reminder_days) <= $1
    AND NOT EXISTS (SELECT 1 FROM reminders d WHERE d.preventive_id = x.id AND d.reminds_of = x.due_at)
    AND (SELECT n.id FROM preventives n
         WHERE n.clinic_id = x.clinic_id AND n.patient_id = x.patient_id
           AND ${productKey('n.product')} = ${productKey('x.product')}
         ORDER BY n.applied_on DESC, n.created_at DESC, n.id DESC LIMIT 1) = x.id
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

/** The planner's three statements as `{ sql, params }` (the bench reads their plans). */
export const planQueries = (now: Date) => ({
  appointments: { sql: PLAN_APPOINTMENTS, params: [now] },
  preventives: { sql: PLAN_PREVENTIVES, params: [now] },
  cancelled: { sql: CANCEL_STALE, params: [now] },
});

/** Writes the reminders due by `now` and cancels the stale ones; how many of each. */
export async function planReminders(q: Queryable, now: Date): Promise<PlanResult> {
  const plan = planQueries(now);
  const run = async ({ sql, params }: { sql: string; params: unknown[] }) =>
    (await q.query(sql, params)).rowCount ?? 0;
  return {
    appointments: await run(plan.appointments),
    preventives: await run(plan.preventives),
    cancelled: await run(plan.cancelled),
  };
}

/**
 * The e-mail reminders due and never tried (a tried one is retried by the queue with its backoff, or
 * sent again by «Reintentar» in Notificaciones), oldest first: one range of reminders_due_idx.
 */
export const dueEmailRemindersQuery = (now: Date, limit = 500) => ({
  sql: `SELECT id FROM reminders
        WHERE status = 'pending' AND channel = 'email' AND attempts = 0 AND send_at <= $1
        ORDER BY send_at, id LIMIT $2`,
  params: [now, limit],
});

export async function dueEmailReminders(q: Queryable, now: Date, limit = 500): Promise<string[]> {
  const { sql, params } = dueEmailRemindersQuery(now, limit);
  return (await q.query<{ id: string }>(sql, params)).rows.map((r) => r.id);
}
