import { insertRows, type BulkColumn } from '../db/bulk-insert.js';
import type { Queryable } from '../db/pool.js';
import { allWordsIn } from '../db/search.js';
import type { PageRequest } from '../http/paging.js';
import { staleOrMissing } from '../http/versions.js';
import { COUNTERS, MEASURES, type CounterKey, type MeasureKey } from './fields.js';
import type { ExamData } from './input.js';
import { EXAM_NOT_FOUND_MSG } from './schemas.js';

type ExamRow = { [K in MeasureKey | CounterKey]: number } & {
  id: string;
  patient_id: string;
  date: string;
  total_cells: number;
  hemotropico: string;
  observacion: string;
  created_at: Date;
  updated_at: Date;
  version: number;
};

// Never SELECT *: clinic_id stays inside. The date comes back as text and the numerics as float8, so
// neither goes through a JS Date (time zones) nor a numeric string. Counters are aliased to API keys.
const COLUMNS = [
  'id',
  'patient_id',
  `to_char(date, 'YYYY-MM-DD') AS date`,
  ...MEASURES.map(({ key, column }) => `${column}::float8 AS "${key}"`),
  ...COUNTERS.map(({ key, column }) => `${column} AS "${key}"`),
  'total_cells',
  'hemotropico',
  'observacion',
  'created_at',
  'updated_at',
  'version',
].join(', ');

// Columns written by create and edit with their types, in the order of dataValues(). The casts let
// INSERT … SELECT type its parameters (it would otherwise read them as text).
const DATA_COLUMNS: [column: string, type: string][] = [
  ['date', 'date'],
  ...MEASURES.map(({ column }): [string, string] => [column, 'numeric']),
  ...COUNTERS.map(({ column }): [string, string] => [column, 'smallint']),
  ['total_cells', 'smallint'],
  ['hemotropico', 'text'],
  ['observacion', 'text'],
];
const DATA_NAMES = DATA_COLUMNS.map(([column]) => column).join(', ');

const NEWEST_FIRST = 'ORDER BY date DESC, created_at DESC, id DESC';

function dataValues(d: ExamData): unknown[] {
  return [
    d.date,
    ...MEASURES.map(({ key }) => d[key]),
    ...COUNTERS.map(({ key }) => d.differentialCount[key]),
    d.totalCells,
    d.hemotropico,
    d.observacion,
  ];
}

export function toLabExam(row: ExamRow) {
  return {
    _id: row.id,
    patientId: row.patient_id,
    date: row.date,
    ...(Object.fromEntries(MEASURES.map(({ key }) => [key, row[key]])) as Record<MeasureKey, number>),
    differentialCount: Object.fromEntries(COUNTERS.map(({ key }) => [key, row[key]])) as Record<
      CounterKey,
      number
    >,
    totalCells: row.total_cells,
    hemotropico: row.hemotropico,
    observacion: row.observacion,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

export type LabExam = ReturnType<typeof toLabExam>;

/** Inserts only when the vet has that pet (one statement); undefined otherwise. */
export async function insertExam(
  q: Queryable,
  clinicId: string,
  patientId: string,
  d: ExamData,
  now: Date,
): Promise<LabExam | undefined> {
  const placeholders = DATA_COLUMNS.map(([, type], i) => `$${i + 4}::${type}`).join(', ');
  const { rows } = await q.query<ExamRow>(
    `INSERT INTO lab_exams (clinic_id, patient_id, created_at, updated_at, ${DATA_NAMES})
     SELECT p.clinic_id, p.id, $3, $3, ${placeholders} FROM patients p WHERE p.id = $1 AND p.clinic_id = $2
     RETURNING ${COLUMNS}`,
    [patientId, clinicId, now, ...dataValues(d)],
  );
  return rows[0] && toLabExam(rows[0]);
}

/** An exam written whole, its pet's id and both stamps given (a restore keeps the stamps). */
export interface ExamRecord {
  patientId: string;
  data: ExamData;
  createdAt: Date;
  updatedAt: Date;
}

const RECORD_COLUMNS: BulkColumn[] = [
  ['patient_id', 'uuid'],
  ...DATA_COLUMNS,
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

export async function insertExamRecords(q: Queryable, clinicId: string, exams: ExamRecord[]): Promise<void> {
  const rows = exams.map((e) => [
    e.patientId,
    ...dataValues(e.data),
    e.createdAt.toISOString(),
    e.updatedAt.toISOString(),
  ]);
  await insertRows(q, 'lab_exams', clinicId, RECORD_COLUMNS, rows);
}

export async function patientExists(q: Queryable, clinicId: string, patientId: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM patients WHERE id = $1 AND clinic_id = $2', [
    patientId,
    clinicId,
  ]);
  return rowCount === 1;
}

function where(clinicId: string, patientId: string, words: string[], params: unknown[]): string {
  params.push(clinicId, patientId);
  const search = words.length ? ` AND ${allWordsIn('search_text', words, params)}` : '';
  return `WHERE clinic_id = $1 AND patient_id = $2${search}`;
}

/**
 * A pet's history (exported so bench/query-plans.mjs can EXPLAIN it): one range of
 * lab_exams_patient_date_idx, newest first; a search filters that range by the findings.
 */
export function listExamsQuery(clinicId: string, patientId: string, words: string[], page?: PageRequest) {
  const params: unknown[] = [];
  let sql = `SELECT ${COLUMNS} FROM lab_exams ${where(clinicId, patientId, words, params)} ${NEWEST_FIRST}`;
  if (page) {
    params.push(page.limit, page.offset);
    sql += ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  return { sql, params };
}

export async function listExams(
  q: Queryable,
  clinicId: string,
  patientId: string,
  words: string[] = [],
  page?: PageRequest,
): Promise<LabExam[]> {
  const { sql, params } = listExamsQuery(clinicId, patientId, words, page);
  return (await q.query<ExamRow>(sql, params)).rows.map(toLabExam);
}

/** Every exam of the vet, oldest first (the backup reads them all in one query). */
export async function listAllExams(q: Queryable, clinicId: string): Promise<LabExam[]> {
  const sql = `SELECT ${COLUMNS} FROM lab_exams WHERE clinic_id = $1 ORDER BY created_at, id`;
  return (await q.query<ExamRow>(sql, [clinicId])).rows.map(toLabExam);
}

export async function countExams(q: Queryable, clinicId: string, patientId: string, words: string[]) {
  const params: unknown[] = [];
  const sql = `SELECT count(*)::int AS total FROM lab_exams ${where(clinicId, patientId, words, params)}`;
  return (await q.query<{ total: number }>(sql, params)).rows[0].total;
}

export async function findExam(
  q: Queryable,
  clinicId: string,
  patientId: string,
  id: string,
): Promise<LabExam | undefined> {
  const { rows } = await q.query<ExamRow>(
    `SELECT ${COLUMNS} FROM lab_exams WHERE id = $1 AND clinic_id = $2 AND patient_id = $3`,
    [id, clinicId, patientId],
  );
  return rows[0] && toLabExam(rows[0]);
}

/**
 * Replaces the whole exam (the edit form sends it whole) while it is still at `version`, the one the
 * form loaded, and adds one to it; a 404 or a 409 (changed meanwhile) otherwise, nothing written.
 */
export async function updateExam(
  q: Queryable,
  clinicId: string,
  id: string,
  version: number,
  d: ExamData,
  now: Date,
): Promise<LabExam> {
  const sets = DATA_COLUMNS.map(([column, type], i) => `${column} = $${i + 5}::${type}`).join(', ');
  const { rows } = await q.query<ExamRow>(
    `UPDATE lab_exams SET updated_at = $3, version = version + 1, ${sets}
     WHERE id = $1 AND clinic_id = $2 AND version = $4 RETURNING ${COLUMNS}`,
    [id, clinicId, now, version, ...dataValues(d)],
  );
  if (!rows[0]) throw await staleOrMissing(q, 'lab_exams', clinicId, id, EXAM_NOT_FOUND_MSG);
  return toLabExam(rows[0]);
}

export async function deleteExam(q: Queryable, clinicId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM lab_exams WHERE id = $1 AND clinic_id = $2', [
    id,
    clinicId,
  ]);
  return rowCount === 1;
}
