import { recordEvent } from '../audit/events.js';
import type { Queryable } from '../db/pool.js';
import { addStatusChange } from '../appointments/repo.js';
import { WEEKDAY } from './facts.js';
import { reminderOfToken } from './link.js';

/** What the owner's page shows: only the day, the clinic and the pet (no owner data, no notes). */
export interface OwnerView {
  reminderId: string;
  appointmentId: string;
  clinicId: string;
  clinicName: string;
  petName: string;
  day: string;
  weekday: string;
  time: string;
  status: string;
  /** Why the link can no longer answer: used, or the appointment moved, ended or started. */
  closed: 'used' | 'expired' | null;
}

/**
 * The appointment a link names, when its signature is ours and its reminder exists; undefined for a
 * tampered, made-up or deleted one. `lock` holds the reminder's row for the answer.
 */
export async function ownerView(
  q: Queryable,
  token: string,
  now: Date,
  lock = false,
): Promise<OwnerView | undefined> {
  const id = await reminderOfToken(q, token);
  if (!id) return undefined;
  const { rows } = await q.query<OwnerView & { used: boolean; current: boolean }>(
    `SELECT r.id AS "reminderId", a.id AS "appointmentId", r.clinic_id AS "clinicId", c.name AS "clinicName",
            p.name AS "petName", to_char(r.reminds_of AT TIME ZONE s.time_zone, 'DD/MM/YYYY') AS day,
            ${WEEKDAY} AS weekday, to_char(r.reminds_of AT TIME ZONE s.time_zone, 'HH24:MI') AS time,
            a.status, r.link_used_at IS NOT NULL AS used,
            a.status IN ('scheduled', 'confirmed') AND a.starts_at = r.reminds_of AND a.starts_at > $2 AS current
     FROM reminders r
       JOIN appointments a ON a.id = r.appointment_id
       JOIN clinics c ON c.id = r.clinic_id
       JOIN clinic_schedules s ON s.clinic_id = r.clinic_id
       JOIN patients p ON p.id = a.patient_id AND p.clinic_id = a.clinic_id
     WHERE r.id = $1 AND r.kind = 'appointment'${lock ? ' FOR UPDATE OF r, a' : ''}`,
    [id, now],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { used, current, ...view } = row;
  return { ...view, closed: used ? 'used' : current ? null : 'expired' };
}

/**
 * The owner's answer: the appointment becomes Confirmada or Cancelada, by the owner (its status history
 * and the clinic's activity say so), and the link is used. The caller checked `closed` on a locked view.
 */
export async function answerAsOwner(
  q: Queryable,
  view: OwnerView,
  answer: 'confirm' | 'cancel',
  now: Date,
): Promise<void> {
  const status = answer === 'confirm' ? 'confirmed' : 'cancelled';
  if (view.status !== status) {
    await q.query(
      `UPDATE appointments SET status = $3, updated_at = $4, version = version + 1
       WHERE id = $1 AND clinic_id = $2`,
      [view.appointmentId, view.clinicId, status, now],
    );
    await addStatusChange(q, view.clinicId, view.appointmentId, status, null, now);
  }
  await q.query('UPDATE reminders SET link_used_at = $2 WHERE id = $1', [view.reminderId, now]);
  await recordEvent(q, {
    clinicId: view.clinicId,
    actorId: null,
    action: 'update',
    kind: 'appointment',
    recordId: view.appointmentId,
    summary: answer === 'confirm' ? 'Confirmada por el propietario' : 'Cancelada por el propietario',
    changes: { status: { from: view.status, to: status } },
  });
}
