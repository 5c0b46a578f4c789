import type { Db } from '../db/pool.js';
import type { Clock } from '../lib/clock.js';
import type { Mailer } from '../mail/mailer.js';
import { findReminder } from './facts.js';
import { linkToken, linkUrl } from './link.js';
import { reminderMail } from './mails.js';

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
}

/** What Notificaciones says of a reminder whose mail could not be sent (never the server's reply). */
export const MAIL_FAILED_MSG = 'El servidor de correo no aceptó el mensaje';

/** The reminder's Message-ID: the same on every attempt, so a copy sent again is known as the same mail. */
export const messageIdOf = (id: string, publicUrl: string): string =>
  `<recordatorio-${id}@${new URL(publicUrl).hostname || 'localhost'}>`;

/**
 * Sends one e-mail reminder, once. The attempt is counted first (committed on its own, so the planner
 * leaves a tried reminder to the queue's retries); then the row is held (FOR UPDATE) while the mail goes
 * out and marked sent in that same transaction: a second worker waits and finds it sent, and a crash
 * before the commit leaves it pending for the retry. A reminder no longer owed (the appointment moved,
 * the owner opted out) is cancelled instead; an owner who lost their e-mail moves to WhatsApp.
 * Throws when the mail server refuses, after recording why; `lastAttempt` marks it failed then.
 */
export async function sendReminder(deps: SendDeps, id: string, lastAttempt: boolean): Promise<void> {
  const counted = await deps.db.query(
    "UPDATE reminders SET attempts = attempts + 1 WHERE id = $1 AND status = 'pending' AND channel = 'email'",
    [id],
  );
  if (counted.rowCount === 0) return;
  try {
    await deps.db.tx(async (q) => {
      const r = await findReminder(q, id, true);
      if (!r || r.status !== 'pending' || r.channel !== 'email') return;
      const now = deps.clock.now();
      if (!r.current || r.optOut) {
        await q.query("UPDATE reminders SET status = 'cancelled' WHERE id = $1", [id]);
        return;
      }
      if (r.ownerEmail === '') {
        await q.query("UPDATE reminders SET channel = 'whatsapp' WHERE id = $1", [id]);
        return;
      }
      const token = r.kind === 'appointment' ? await linkToken(q, id) : undefined;
      const mail = reminderMail(
        r.ownerEmail,
        r,
        messageIdOf(id, deps.publicUrl),
        token && linkUrl(deps.publicUrl, token),
      );
      await deps.mailer.deliver(mail);
      await q.query(`UPDATE reminders SET status = 'sent', sent_at = $2, last_error = '' WHERE id = $1`, [
        id,
        now,
      ]);
    });
  } catch (err) {
    await deps.db.query(
      `UPDATE reminders SET last_error = $2, status = CASE WHEN $3 THEN 'failed' ELSE status END
       WHERE id = $1 AND status = 'pending'`,
      [id, MAIL_FAILED_MSG, lastAttempt],
    );
    throw err;
  }
}
