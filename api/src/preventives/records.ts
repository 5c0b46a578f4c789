import { insertRows, type BulkColumn } from '../db/bulk-insert.js';
import type { Queryable } from '../db/pool.js';
import type { PreventiveData } from './input.js';
import { selectFrom, toPreventive, type Preventive, type PreventiveRow } from './repo.js';

// A clinic's applications read and written whole, for its backup and restore (api/src/backup).

/** Every application of the clinic, oldest recorded first (the backup reads them all in one query). */
export async function listAllPreventives(q: Queryable, clinicId: string): Promise<Preventive[]> {
  const sql = `${selectFrom('preventives')} WHERE r.clinic_id = $1 ORDER BY r.created_at, r.id`;
  return (await q.query<PreventiveRow>(sql, [clinicId])).rows.map(toPreventive);
}

/** An application written whole, its pet's id and both stamps given (a restore keeps the stamps). */
export interface PreventiveRecord {
  patientId: string;
  data: PreventiveData;
  createdAt: Date;
  updatedAt: Date;
}

const RECORD_COLUMNS: BulkColumn[] = [
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
  const rows = records.map(({ patientId, data: d, createdAt, updatedAt }) => [
    patientId,
    d.kind,
    d.product,
    d.lot,
    d.appliedOn,
    d.nextDue,
    d.appliedBy,
    d.notes,
    createdAt.toISOString(),
    updatedAt.toISOString(),
  ]);
  await insertRows(q, 'preventives', clinicId, RECORD_COLUMNS, rows);
}
