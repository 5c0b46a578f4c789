import type { PersonRef } from '../clinical/records.js';
import { insertRows, type BulkColumn } from '../db/bulk-insert.js';
import type { Queryable } from '../db/pool.js';
import { instantSchema } from '../http/schemas.js';

// The reminders a clinic's backup carries (api/src/backup/README.md): a restore writes them back so that
// the planner, finding each one already there (its unique key), never sends a reminder twice, and
// Notificaciones keeps what was waiting or failed.

// As migration 020's CHECKs have them.
export const REMINDER_KINDS = ['appointment', 'preventive'] as const;
export const REMINDER_CHANNELS = ['email', 'whatsapp'] as const;
export const REMINDER_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

export interface BackupReminder {
  id: string;
  kind: ReminderKind;
  /** The file's appointment or application it reminds of (the other is null). */
  appointmentId: string | null;
  preventiveId: string | null;
  remindsOf: string;
  sendAt: string;
  channel: ReminderChannel;
  status: ReminderStatus;
  attempts: number;
  lastError: string;
  sentAt: string | null;
  /** Who sent it by WhatsApp; null for the queue's e-mail. */
  sentBy: PersonRef | null;
  linkUsedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

interface ExportRow {
  id: string;
  kind: ReminderKind;
  appointment_id: string | null;
  preventive_id: string | null;
  reminds_of: Date;
  send_at: Date;
  channel: ReminderChannel;
  status: ReminderStatus;
  attempts: number;
  last_error: string;
  sent_at: Date | null;
  sent_by_name: string | null;
  sent_by_cmv: string | null;
  link_used_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every reminder of the clinic, oldest planned first (one query). */
export async function remindersForBackup(q: Queryable, clinicId: string): Promise<BackupReminder[]> {
  const { rows } = await q.query<ExportRow>(
    `SELECT r.id, r.kind, r.appointment_id, r.preventive_id, r.reminds_of, r.send_at, r.channel, r.status,
            r.attempts, r.last_error, r.sent_at, r.link_used_at, r.created_at, r.updated_at,
            v.name || ' ' || v.last_name AS sent_by_name, v.cmv AS sent_by_cmv
     FROM reminders r LEFT JOIN vets v ON v.id = r.sent_by
     WHERE r.clinic_id = $1 ORDER BY r.created_at, r.id`,
    [clinicId],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    appointmentId: r.appointment_id,
    preventiveId: r.preventive_id,
    remindsOf: r.reminds_of.toISOString(),
    sendAt: r.send_at.toISOString(),
    channel: r.channel,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    sentAt: iso(r.sent_at),
    sentBy: r.sent_by_name === null ? null : { name: r.sent_by_name, cmv: r.sent_by_cmv ?? '' },
    linkUsedAt: iso(r.link_used_at),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }));
}

/** A reminder written back by a restore, on the appointment or application just written. */
export interface ReminderRecord {
  kind: ReminderKind;
  appointmentId: string | null;
  preventiveId: string | null;
  remindsOf: Date;
  sendAt: Date;
  channel: ReminderChannel;
  status: ReminderStatus;
  attempts: number;
  lastError: string;
  sentAt: Date | null;
  sentBy: string | null;
  linkUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS: BulkColumn[] = [
  ['kind', 'text'],
  ['appointment_id', 'uuid'],
  ['preventive_id', 'uuid'],
  ['reminds_of', 'timestamptz'],
  ['send_at', 'timestamptz'],
  ['channel', 'text'],
  ['status', 'text'],
  ['attempts', 'integer'],
  ['last_error', 'text'],
  ['sent_at', 'timestamptz'],
  ['sent_by', 'uuid'],
  ['link_used_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

/**
 * Writes the reminders in a few statements, inside the caller's transaction. One still owed starts its
 * tries again (attempts 0): the queue's retries of the old server did not come along, and the dispatcher
 * sends only untried ones.
 */
export async function insertReminderRecords(
  q: Queryable,
  clinicId: string,
  records: ReminderRecord[],
): Promise<void> {
  const rows = records.map((r) => [
    r.kind,
    r.appointmentId,
    r.preventiveId,
    iso(r.remindsOf),
    iso(r.sendAt),
    r.channel,
    r.status,
    r.status === 'pending' ? 0 : r.attempts,
    r.lastError,
    iso(r.sentAt),
    r.sentBy,
    iso(r.linkUsedAt),
    iso(r.createdAt),
    iso(r.updatedAt),
  ]);
  await insertRows(q, 'reminders', clinicId, COLUMNS, rows);
}

const instant = instantSchema;
const instantOrNull = { ...instantSchema, type: ['string', 'null'] } as const;
const oneOf = <T extends readonly string[]>(values: T, msg: string) =>
  ({ type: 'string', enum: values, errorMessages: { required: msg, type: msg, enum: msg } }) as const;

/**
 * A reminder of a backup file (api/src/backup): what it reminds of is read apart (an appointment's or
 * an application's id of the file), and so is who sent it (a person by CMV).
 */
export const backupReminderBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: oneOf(REMINDER_KINDS, 'El tipo de recordatorio no es válido'),
    channel: oneOf(REMINDER_CHANNELS, 'El canal del recordatorio no es válido'),
    status: oneOf(REMINDER_STATUSES, 'El estado del recordatorio no es válido'),
    remindsOf: instant,
    sendAt: instant,
    sentAt: instantOrNull,
    linkUsedAt: instantOrNull,
    attempts: {
      type: 'integer',
      minimum: 0,
      maximum: 1000,
      errorMessages: {
        type: 'Intentos no válidos',
        minimum: 'Intentos no válidos',
        maximum: 'Intentos no válidos',
      },
    },
    lastError: {
      type: 'string',
      maxLength: 500,
      errorMessages: { type: 'Error no válido', maxLength: 'Error no válido' },
    },
  },
  required: ['kind', 'channel', 'status', 'remindsOf', 'sendAt'],
} as const;
