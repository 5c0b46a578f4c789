import type { Queryable } from '../db/pool.js';
import { allWordsIn } from '../db/search.js';
import type { PageRequest } from '../http/paging.js';
import type { ConsultationData, ConsultationFields, Prescription } from './input.js';
import { MEASURES, type MeasureKey } from './measures.js';

/** A consultation row with its pet, owner, attending vet and authors joined. */
export type ConsultationRow = { [K in MeasureKey]: number | null } & {
  id: string;
  patient_id: string;
  patient_name: string;
  species: string;
  breed: string;
  owner_id: string;
  owner_name: string;
  date: Date;
  vet_id: string | null;
  vet_name: string | null;
  vet_cmv: string | null;
  reason: string;
  anamnesis: string;
  mucous_membranes: string;
  findings: string;
  presumptive_diagnosis: string;
  definitive_diagnosis: string;
  treatment: string;
  prescriptions: Prescription[];
  next_check: string | null;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
  created_by_name: string;
  updated_by_name: string;
  version: number;
};

/** A row's clinical fields as the API and the backup name them: motivo to next check. */
export function rowFields(row: ConsultationRow) {
  return {
    reason: row.reason,
    anamnesis: row.anamnesis,
    ...(Object.fromEntries(MEASURES.map(({ key }) => [key, row[key]])) as Record<MeasureKey, number | null>),
    mucousMembranes: row.mucous_membranes,
    findings: row.findings,
    presumptiveDiagnosis: row.presumptive_diagnosis,
    definitiveDiagnosis: row.definitive_diagnosis,
    treatment: row.treatment,
    prescriptions: row.prescriptions,
    nextCheck: row.next_check,
  };
}

// Never SELECT c.*: clinic_id and search_text stay inside. Numerics as float8 (never a numeric string),
// the next check as text (never through a JS Date and its time zone).
const COLUMNS_SQL = `SELECT c.id, c.patient_id, p.name AS patient_name, p.species, p.breed, p.owner_id,
  o.name AS owner_name, c.date, c.vet_id, v.name || ' ' || v.last_name AS vet_name, v.cmv AS vet_cmv,
  c.reason, c.anamnesis, ${MEASURES.map(({ key, column }) => `c.${column}::float8 AS "${key}"`).join(', ')},
  c.mucous_membranes, c.findings, c.presumptive_diagnosis, c.definitive_diagnosis, c.treatment,
  c.prescriptions, to_char(c.next_check, 'YYYY-MM-DD') AS next_check, c.created_at, c.updated_at,
  c.created_by, coalesce(cb.name || ' ' || cb.last_name, '') AS created_by_name,
  coalesce(ub.name || ' ' || ub.last_name, '') AS updated_by_name, c.version`;

// The pet and owner of the same clinic (the composite keys guarantee them); people may be gone (NULL).
const JOINS = `JOIN patients p ON p.id = c.patient_id AND p.clinic_id = c.clinic_id
  JOIN owners o ON o.id = p.owner_id AND o.clinic_id = p.clinic_id
  LEFT JOIN vets v ON v.id = c.vet_id
  LEFT JOIN vets cb ON cb.id = c.created_by
  LEFT JOIN vets ub ON ub.id = c.updated_by`;

const NEWEST_FIRST = 'ORDER BY c.date DESC, c.created_at DESC, c.id DESC';

// Columns written by create, edit and a restore with their types, in the order of dataValues().
export const DATA_COLUMNS: [column: string, type: string][] = [
  ['date', 'timestamptz'],
  ['vet_id', 'uuid'],
  ['reason', 'text'],
  ['anamnesis', 'text'],
  ...MEASURES.map(({ column, integer }): [string, string] => [column, integer ? 'smallint' : 'numeric']),
  ['mucous_membranes', 'text'],
  ['findings', 'text'],
  ['presumptive_diagnosis', 'text'],
  ['definitive_diagnosis', 'text'],
  ['treatment', 'text'],
  ['prescriptions', 'jsonb'],
  ['next_check', 'date'],
];

/** A restored consultation's attending vet may be nobody of the clinic (null). */
export function dataValues(d: ConsultationFields & { vetId: string | null }): unknown[] {
  return [
    d.date,
    d.vetId,
    d.reason,
    d.anamnesis,
    ...MEASURES.map(({ key }) => d[key]),
    d.mucousMembranes,
    d.findings,
    d.presumptiveDiagnosis,
    d.definitiveDiagnosis,
    d.treatment,
    JSON.stringify(d.prescriptions),
    d.nextCheck,
  ];
}

/** Which consultations a list holds: the clinic's or one pet's; those matching every word of a search. */
export interface ConsultationFilter {
  patientId?: string;
  words: string[];
}

function where(clinicId: string, f: ConsultationFilter, params: unknown[]): string {
  params.push(clinicId);
  let sql = 'WHERE c.clinic_id = $1';
  if (f.patientId) {
    params.push(f.patientId);
    sql += ` AND c.patient_id = $${params.length}`;
  }
  if (f.words.length) sql += ` AND ${allWordsIn('c.search_text', f.words, params)}`;
  return sql;
}

/**
 * A list's SQL (exported so bench/query-plans.mjs can EXPLAIN it): newest first along
 * consultations_clinic_date_idx (a pet's: consultations_patient_date_idx), a search through
 * consultations_search_trgm_idx. A page is cut before its pets, owners and people are joined.
 */
export function listConsultationsQuery(clinicId: string, f: ConsultationFilter, page?: PageRequest) {
  const params: unknown[] = [];
  const filter = where(clinicId, f, params);
  let cut = `SELECT * FROM consultations c ${filter} ${NEWEST_FIRST}`;
  if (page) {
    params.push(page.limit, page.offset);
    cut += ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  return { sql: `${COLUMNS_SQL} FROM (${cut}) c ${JOINS} ${NEWEST_FIRST}`, params };
}

export async function listConsultations(
  q: Queryable,
  clinicId: string,
  f: ConsultationFilter,
  page?: PageRequest,
): Promise<ConsultationRow[]> {
  const { sql, params } = listConsultationsQuery(clinicId, f, page);
  return (await q.query<ConsultationRow>(sql, params)).rows;
}

/** How many consultations a list holds (exported for the benches). */
export function countConsultationsQuery(clinicId: string, f: ConsultationFilter) {
  const params: unknown[] = [];
  return { sql: `SELECT count(*)::int AS total FROM consultations c ${where(clinicId, f, params)}`, params };
}

export async function countConsultations(q: Queryable, clinicId: string, f: ConsultationFilter) {
  const { sql, params } = countConsultationsQuery(clinicId, f);
  return (await q.query<{ total: number }>(sql, params)).rows[0].total;
}

/** «Consultas hoy» (exported for the benches): one range of consultations_clinic_date_idx. */
export function countTodayQuery(clinicId: string, today: Date, now: Date) {
  return {
    sql: `SELECT count(*)::int AS today FROM consultations WHERE clinic_id = $1 AND date >= $2 AND date <= $3`,
    params: [clinicId, today, now],
  };
}

export async function countToday(q: Queryable, clinicId: string, today: Date, now: Date): Promise<number> {
  const { sql, params } = countTodayQuery(clinicId, today, now);
  return (await q.query<{ today: number }>(sql, params)).rows[0].today;
}

export async function findConsultationRow(
  q: Queryable,
  clinicId: string,
  id: string,
): Promise<ConsultationRow | undefined> {
  const sql = `${COLUMNS_SQL} FROM consultations c ${JOINS} WHERE c.id = $1 AND c.clinic_id = $2`;
  return (await q.query<ConsultationRow>(sql, [id, clinicId])).rows[0];
}

/** Every consultation of the clinic, oldest first (the backup reads them all in one query). */
export async function listAllConsultationRows(q: Queryable, clinicId: string): Promise<ConsultationRow[]> {
  const sql = `${COLUMNS_SQL} FROM consultations c ${JOINS} WHERE c.clinic_id = $1 ORDER BY c.created_at, c.id`;
  return (await q.query<ConsultationRow>(sql, [clinicId])).rows;
}

/** Inserts only when the clinic has that pet (one statement); its id, or undefined. */
export async function insertConsultation(
  q: Queryable,
  clinicId: string,
  patientId: string,
  d: ConsultationData,
  now: Date,
): Promise<string | undefined> {
  const names = DATA_COLUMNS.map(([column]) => column).join(', ');
  const values = DATA_COLUMNS.map(([, type], i) => `$${i + 4}::${type}`).join(', ');
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO consultations (clinic_id, patient_id, created_at, updated_at, ${names})
     SELECT p.clinic_id, p.id, $3, $3, ${values} FROM patients p WHERE p.id = $1 AND p.clinic_id = $2
     RETURNING id`,
    [patientId, clinicId, now, ...dataValues(d)],
  );
  return rows[0]?.id;
}

/** What an edit is judged by, the row held until the transaction ends (two edits run one at a time). */
export interface EditTarget {
  createdAt: Date;
  createdBy: string | null;
  vetId: string | null;
}

export async function lockForEdit(
  q: Queryable,
  clinicId: string,
  id: string,
): Promise<EditTarget | undefined> {
  const { rows } = await q.query<EditTarget>(
    `SELECT created_at AS "createdAt", created_by AS "createdBy", vet_id AS "vetId"
     FROM consultations WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
    [id, clinicId],
  );
  return rows[0];
}

/** Replaces the whole consultation while it is still at `version`; false when it moved on. */
export async function updateConsultation(
  q: Queryable,
  clinicId: string,
  id: string,
  version: number,
  d: ConsultationData,
  now: Date,
): Promise<boolean> {
  const sets = DATA_COLUMNS.map(([column, type], i) => `${column} = $${i + 5}::${type}`).join(', ');
  const { rowCount } = await q.query(
    `UPDATE consultations SET updated_at = $3, version = version + 1, ${sets}
     WHERE id = $1 AND clinic_id = $2 AND version = $4`,
    [id, clinicId, now, version, ...dataValues(d)],
  );
  return rowCount === 1;
}

/** Its addenda go with it (ON DELETE CASCADE); the activity log keeps what it held (migration 014). */
export async function deleteConsultation(q: Queryable, clinicId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM consultations WHERE id = $1 AND clinic_id = $2', [
    id,
    clinicId,
  ]);
  return rowCount === 1;
}

/** Whether the person attends consultations in the clinic: an active administrator or vet there. */
export async function isClinicVet(q: Queryable, clinicId: string, vetId: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM clinic_members
     WHERE clinic_id = $1 AND vet_id = $2 AND active AND role IN ('admin', 'vet')`,
    [clinicId, vetId],
  );
  return rowCount === 1;
}

/** The pet's weight curve (exported for the benches): one range of consultations_patient_date_idx. */
export function weightsQuery(clinicId: string, patientId: string) {
  return {
    sql: `SELECT date, weight_kg::float8 AS "weightKg", id AS "consultationId" FROM consultations
          WHERE clinic_id = $1 AND patient_id = $2 AND weight_kg IS NOT NULL
          ORDER BY date, created_at, id`,
    params: [clinicId, patientId],
  };
}

export async function weightPoints(q: Queryable, clinicId: string, patientId: string) {
  const { sql, params } = weightsQuery(clinicId, patientId);
  return (await q.query<{ date: Date; weightKg: number; consultationId: string }>(sql, params)).rows;
}
