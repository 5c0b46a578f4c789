import { randomUUID } from 'node:crypto';
import type { PersonRef } from '../clinical/records.js';
import { insertRows, type BulkColumn } from '../db/bulk-insert.js';
import type { Queryable } from '../db/pool.js';
import type { PreventiveFields } from './input.js';
import { selectFrom, toPreventive, type PreventiveRow } from './repo.js';

// A clinic's applications as its backup carries them (api/src/backup/README.md), and written back whole
// by a restore. Who applied one is named by name and CMV, never by account id: a restore finds them by
// CMV among the restoring clinic's members, on this server or another.

export interface BackupPreventive extends PreventiveFields {
  id: string;
  patientId: string;
  appliedBy: PersonRef | null;
  createdAt: string;
  updatedAt: string;
}

/** Every application of the clinic, oldest recorded first (the backup reads them all in one query). */
export async function preventivesForBackup(q: Queryable, clinicId: string): Promise<BackupPreventive[]> {
  const sql = `${selectFrom('preventives')} WHERE r.clinic_id = $1 ORDER BY r.created_at, r.id`;
  const { rows } = await q.query<PreventiveRow>(sql, [clinicId]);
  return rows.map((row) => {
    // The API's fields, but who applied it as a person; versions and authors stay out of the file.
    const {
      _id,
      appliedBy: _by,
      createdAt,
      updatedAt,
      createdBy: _c,
      updatedBy: _u,
      version: _v,
      ...fields
    } = toPreventive(row);
    return {
      id: _id,
      ...fields,
      appliedBy: row.applied_by ? { name: row.applied_by_name ?? '', cmv: row.applied_by_cmv ?? '' } : null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    };
  });
}

/** An application written whole, its pet's id and both stamps given (a restore keeps the stamps). */
export interface PreventiveRecord {
  /** Its id when the caller needs it beforehand (a restore points reminders at it); else a new one. */
  id?: string;
  patientId: string;
  /** Who applied it, when the restoring clinic has them; else nobody. */
  appliedBy: string | null;
  data: PreventiveFields;
  createdAt: Date;
  updatedAt: Date;
}

const RECORD_COLUMNS: BulkColumn[] = [
  ['id', 'uuid'],
  ['patient_id', 'uuid'],
  ['kind', 'text'],
  ['product', 'text'],
  ['lot', 'text'],
  ['applied_on', 'date'],
  ['next_due', 'date'],
  ['applied_by', 'uuid'],
  ['notes', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

/** Writes many applications of the clinic in a few statements, inside the caller's transaction. */
export async function insertPreventiveRecords(
  q: Queryable,
  clinicId: string,
  records: PreventiveRecord[],
): Promise<void> {
  const rows = records.map(({ id, patientId, appliedBy, data: d, createdAt, updatedAt }) => [
    id ?? randomUUID(),
    patientId,
    d.kind,
    d.product,
    d.lot,
    d.appliedOn,
    d.nextDue,
    appliedBy,
    d.notes,
    createdAt.toISOString(),
    updatedAt.toISOString(),
  ]);
  await insertRows(q, 'preventives', clinicId, RECORD_COLUMNS, rows);
}
