import type { Queryable } from '../db/pool.js';

/** What the activity log records besides a record's own create/update/delete (those come from triggers). */
export type EventAction =
  | 'restore'
  | 'export'
  | 'login'
  | 'login_failed'
  | 'invite'
  | 'invitation_cancelled'
  | 'join'
  | 'role_change'
  | 'deactivate'
  | 'activate'
  | 'update'
  | 'document_mailed';

export type RecordKind =
  | 'reference_ranges'
  | 'vital_ranges'
  | 'clinic'
  | 'member'
  | 'invitation'
  | 'session'
  | 'backup'
  | 'pet'
  | 'appointment'
  | 'schedule';

export interface AuditEvent {
  clinicId: string;
  actorId: string | null;
  action: EventAction;
  kind: RecordKind;
  recordId?: string;
  summary?: string;
  /** For a change: { field: { from, to } }; never passwords, codes or tokens. */
  changes?: Record<string, unknown>;
}

/** Appends an entry to the clinic's activity, in the caller's transaction when given one. */
export async function recordEvent(q: Queryable, event: AuditEvent): Promise<void> {
  await q.query(
    `INSERT INTO audit_entries (clinic_id, actor_id, action, record_kind, record_id, summary, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.clinicId,
      event.actorId,
      event.action,
      event.kind,
      event.recordId ?? null,
      event.summary ?? '',
      event.changes === undefined ? null : JSON.stringify(event.changes),
    ],
  );
}
