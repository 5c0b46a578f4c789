import type { Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import { STALE_MSG } from '../http/versions.js';
import type { PreventiveData } from './input.js';
import { PREVENTIVE_NOT_FOUND_MSG } from './schemas.js';

export interface PreventiveRow {
  id: string;
  patient_id: string;
  kind: 'vaccine' | 'deworming';
  product: string;
  lot: string;
  applied_on: string;
  next_due: string | null;
  /** null when nobody is on record (a restore that did not find them; migration 016). */
  applied_by: string | null;
  applied_by_name: string | null;
  applied_by_cmv: string | null;
  notes: string;
  created_at: Date;
  updated_at: Date;
  created_by_name: string;
  updated_by_name: string;
  version: number;
}

// Never SELECT *: clinic_id stays inside. Days come back as text (no JS Date, no time zone); the people
// by their names as they are now. `source` is the table or a CTE holding the row just written.
export function selectFrom(source: string): string {
  return `
  SELECT r.id, r.patient_id, r.kind, r.product, r.lot, to_char(r.applied_on, 'YYYY-MM-DD') AS applied_on,
         to_char(r.next_due, 'YYYY-MM-DD') AS next_due, r.applied_by,
         a.name || ' ' || a.last_name AS applied_by_name, a.cmv AS applied_by_cmv, r.notes, r.created_at,
         r.updated_at, r.version,
         coalesce(c.name || ' ' || c.last_name, '') AS created_by_name,
         coalesce(u.name || ' ' || u.last_name, '') AS updated_by_name
  FROM ${source} r LEFT JOIN vets a ON a.id = r.applied_by
    LEFT JOIN vets c ON c.id = r.created_by LEFT JOIN vets u ON u.id = r.updated_by`;
}
// Follows preventives_patient_idx.
const NEWEST_FIRST = 'ORDER BY r.applied_on DESC, r.created_at DESC, r.id DESC';

export function toPreventive(row: PreventiveRow) {
  return {
    _id: row.id,
    patientId: row.patient_id,
    kind: row.kind,
    product: row.product,
    lot: row.lot,
    appliedOn: row.applied_on,
    nextDue: row.next_due,
    appliedBy: row.applied_by ? { _id: row.applied_by, name: row.applied_by_name ?? '' } : null,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by_name,
    updatedBy: row.updated_by_name,
    version: row.version,
  };
}

export type Preventive = ReturnType<typeof toPreventive>;

function dataParams(d: PreventiveData): unknown[] {
  return [d.kind, d.product, d.lot, d.appliedOn, d.nextDue, d.appliedBy, d.notes];
}

/** A pet's applications, newest applied first (one range of preventives_patient_idx). */
export async function listPreventives(
  q: Queryable,
  clinicId: string,
  patientId: string,
): Promise<Preventive[]> {
  const sql = `${selectFrom('preventives')} WHERE r.clinic_id = $1 AND r.patient_id = $2 ${NEWEST_FIRST}`;
  return (await q.query<PreventiveRow>(sql, [clinicId, patientId])).rows.map(toPreventive);
}

export async function findPreventive(
  q: Queryable,
  clinicId: string,
  id: string,
): Promise<Preventive | undefined> {
  const sql = `${selectFrom('preventives')} WHERE r.clinic_id = $1 AND r.id = $2`;
  const row = (await q.query<PreventiveRow>(sql, [clinicId, id])).rows[0];
  return row && toPreventive(row);
}

/**
 * Whether the person is an active member of the clinic, holding that membership (FOR SHARE) until the
 * write commits: a deactivation racing the write waits for it, or is seen by it.
 */
export async function isActiveMember(q: Queryable, clinicId: string, vetId: string): Promise<boolean> {
  const { rowCount } = await q.query(
    'SELECT 1 FROM clinic_members WHERE clinic_id = $1 AND vet_id = $2 AND active FOR SHARE',
    [clinicId, vetId],
  );
  return rowCount === 1;
}

/**
 * Inserts only when the clinic has that pet (the SELECT finds nothing otherwise), in one statement, so
 * a pet deleted meanwhile cannot slip through. undefined when there is no such pet.
 */
export async function insertPreventive(
  q: Queryable,
  clinicId: string,
  patientId: string,
  d: PreventiveData,
  now: Date,
): Promise<Preventive | undefined> {
  const { rows } = await q.query<PreventiveRow>(
    `WITH r AS (
       INSERT INTO preventives (clinic_id, patient_id, kind, product, lot, applied_on, next_due, applied_by,
         notes, created_at, updated_at)
       SELECT p.clinic_id, p.id, $3, $4, $5, $6::date, $7::date, $8::uuid, $9, $10, $10
       FROM patients p WHERE p.id = $2 AND p.clinic_id = $1
       RETURNING *
     ) ${selectFrom('r')}`,
    [clinicId, patientId, ...dataParams(d), now],
  );
  return rows[0] && toPreventive(rows[0]);
}

/**
 * Locks the clinic's application for an edit: 404 when there is none, 409 when it is no longer at
 * `version` (the one the form loaded).
 */
export async function lockPreventive(q: Queryable, clinicId: string, id: string, version: number) {
  const { rows } = await q.query<{ version: number }>(
    'SELECT version FROM preventives WHERE id = $1 AND clinic_id = $2 FOR UPDATE',
    [id, clinicId],
  );
  if (!rows[0]) throw new HttpError(404, PREVENTIVE_NOT_FOUND_MSG);
  if (rows[0].version !== version) throw new HttpError(409, STALE_MSG);
}

/** Replaces every field (the edit form sends the whole record) and adds one to the version. */
export async function updatePreventive(
  q: Queryable,
  clinicId: string,
  id: string,
  d: PreventiveData,
  now: Date,
): Promise<Preventive> {
  const { rows } = await q.query<PreventiveRow>(
    `WITH r AS (
       UPDATE preventives SET kind = $3, product = $4, lot = $5, applied_on = $6::date, next_due = $7::date,
         applied_by = $8::uuid, notes = $9, updated_at = $10, version = version + 1
       WHERE id = $2 AND clinic_id = $1
       RETURNING *
     ) ${selectFrom('r')}`,
    [clinicId, id, ...dataParams(d), now],
  );
  return toPreventive(rows[0]);
}

export async function deletePreventive(q: Queryable, clinicId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM preventives WHERE id = $1 AND clinic_id = $2', [
    id,
    clinicId,
  ]);
  return rowCount === 1;
}
