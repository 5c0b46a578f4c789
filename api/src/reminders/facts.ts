import type { Queryable } from '../db/pool.js';
import type { ReminderFacts } from './mails.js';

/** A reminder's row with what its words need and what makes it still owed. */
export interface ReminderRow extends ReminderFacts {
  id: string;
  clinicId: string;
  status: 'pending' | 'sent' | 'failed' | 'cancelled';
  channel: 'email' | 'whatsapp';
  ownerEmail: string;
  ownerContact: string;
  optOut: boolean;
  /** Whether what it reminds of is still so (the appointment booked at that time, the due day the same). */
  current: boolean;
  sendAt: Date;
  sentAt: Date | null;
  lastError: string;
}

// Days and times in the clinic's zone, words in Spanish (to_char's TMDay would follow lc_time); `r` is the
// reminder, `s` its clinic's schedule (the owner's page reads the same words).
export const WEEKDAY = `(ARRAY['domingo','lunes','martes','miércoles','jueves','viernes','sábado'])
  [extract(dow FROM r.reminds_of AT TIME ZONE s.time_zone)::int + 1]`;

/** `SELECT` of reminders with their facts; `where` filters `r` (reminders), `$n` params follow. */
export function reminderSelect(where: string, lock = false): string {
  return `
  SELECT r.id, r.clinic_id AS "clinicId", r.kind, r.status, r.channel, r.send_at AS "sendAt",
         r.sent_at AS "sentAt", r.last_error AS "lastError",
         c.name AS "clinicName", c.phone AS "clinicPhone", c.address AS "clinicAddress",
         o.name AS "ownerName", o.email AS "ownerEmail", o.contact AS "ownerContact",
         o.reminders_opt_out AS "optOut", p.name AS "petName",
         to_char(r.reminds_of AT TIME ZONE s.time_zone, 'DD/MM/YYYY') AS day, ${WEEKDAY} AS weekday,
         CASE WHEN r.kind = 'appointment' THEN to_char(r.reminds_of AT TIME ZONE s.time_zone, 'HH24:MI')
              ELSE '' END AS time,
         a.kind AS "appointmentKind", coalesce(v.name || ' ' || v.last_name, '') AS "vetName",
         pr.kind AS "preventiveKind", coalesce(pr.product, '') AS product,
         CASE WHEN r.kind = 'appointment'
              THEN a.status IN ('scheduled', 'confirmed') AND a.starts_at = r.reminds_of
              ELSE pr.next_due IS NOT NULL
                   AND (pr.next_due::timestamp AT TIME ZONE s.time_zone) = r.reminds_of END AS current
  FROM reminders r
    JOIN clinics c ON c.id = r.clinic_id
    JOIN clinic_schedules s ON s.clinic_id = r.clinic_id
    LEFT JOIN appointments a ON a.id = r.appointment_id
    LEFT JOIN preventives pr ON pr.id = r.preventive_id
    JOIN patients p ON p.id = coalesce(a.patient_id, pr.patient_id) AND p.clinic_id = r.clinic_id
    JOIN owners o ON o.id = p.owner_id AND o.clinic_id = r.clinic_id
    LEFT JOIN vets v ON v.id = a.vet_id
  WHERE ${where}${lock ? ' FOR UPDATE OF r' : ''}`;
}

export async function findReminder(q: Queryable, id: string, lock = false): Promise<ReminderRow | undefined> {
  return (await q.query<ReminderRow>(reminderSelect('r.id = $1', lock), [id])).rows[0];
}
