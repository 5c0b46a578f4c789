import type { Queryable } from '../db/pool.js';
import { linkToken, linkUrl } from './link.js';
import { reminderSentence, reminderWhatsapp } from './mails.js';
import { reminderSelect, type ReminderRow } from './facts.js';
import { productKey } from './plan.js';

/** A reminder as Notificaciones shows it (schemas.ts), its WhatsApp message ready. */
async function toListed(q: Queryable, r: ReminderRow, publicUrl: string) {
  const link = r.kind === 'appointment' ? linkUrl(publicUrl, await linkToken(q, r.id)) : undefined;
  return {
    _id: r.id,
    kind: r.kind,
    channel: r.channel,
    status: r.status,
    petName: r.petName,
    ownerName: r.ownerName,
    ownerContact: r.ownerContact,
    ownerEmail: r.ownerEmail,
    day: r.day,
    time: r.time,
    sentence: reminderSentence(r),
    whatsappText: reminderWhatsapp(r, link),
    lastError: r.lastError,
    sendAt: r.sendAt,
  };
}

/** Reminders for WhatsApp whose time has come, still owed, oldest first (100 at most). */
export async function whatsappWaiting(q: Queryable, clinicId: string, now: Date, publicUrl: string) {
  const { rows } = await q.query<ReminderRow>(
    `${reminderSelect(
      "r.clinic_id = $1 AND r.status = 'pending' AND r.channel = 'whatsapp' AND r.send_at <= $2",
    )} ORDER BY r.send_at, r.id LIMIT 100`,
    [clinicId, now],
  );
  const owed = rows.filter((r) => r.current && !r.optOut);
  return Promise.all(owed.map((r) => toListed(q, r, publicUrl)));
}

/** E-mail reminders that ran out of retries, newest first (100 at most). */
export async function failedReminders(q: Queryable, clinicId: string, publicUrl: string) {
  const { rows } = await q.query<ReminderRow>(
    `${reminderSelect("r.clinic_id = $1 AND r.status = 'failed'")} ORDER BY r.send_at DESC, r.id LIMIT 100`,
    [clinicId],
  );
  return Promise.all(rows.map((r) => toListed(q, r, publicUrl)));
}

/** What needs someone's action: WhatsApp reminders to send and failed ones (the badge). */
export async function actionCount(q: Queryable, clinicId: string, now: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reminders r
       LEFT JOIN appointments a ON a.id = r.appointment_id
     WHERE r.clinic_id = $1 AND (r.status = 'failed' OR (r.status = 'pending' AND r.channel = 'whatsapp'
       AND r.send_at <= $2 AND (r.kind = 'preventive'
         OR (a.status IN ('scheduled', 'confirmed') AND a.starts_at = r.reminds_of))))`,
    [clinicId, now],
  );
  return rows[0].n;
}

/**
 * The clinic's overdue vaccines and deworming: the latest application of each product to each pet, due
 * before `today` (the clinic's day), most overdue first (100 at most).
 */
export async function overduePreventives(q: Queryable, clinicId: string, today: string) {
  const { rows } = await q.query(
    `SELECT r.id AS "preventiveId", p.id AS "patientId", p.name AS "petName", o.name AS "ownerName",
            o.contact AS "ownerContact", r.kind, r.product, to_char(r.next_due, 'YYYY-MM-DD') AS "nextDue"
     FROM preventives r
       JOIN patients p ON p.id = r.patient_id AND p.clinic_id = r.clinic_id
       JOIN owners o ON o.id = p.owner_id AND o.clinic_id = r.clinic_id
     WHERE r.clinic_id = $1 AND r.next_due < $2::date
       AND NOT EXISTS (
         SELECT 1 FROM preventives n
         WHERE n.clinic_id = r.clinic_id AND n.patient_id = r.patient_id
           AND ${productKey('n.product')} = ${productKey('r.product')}
           AND (n.applied_on, n.created_at, n.id) > (r.applied_on, r.created_at, r.id))
     ORDER BY r.next_due, r.id LIMIT 100`,
    [clinicId, today],
  );
  return rows;
}
