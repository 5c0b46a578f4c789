import { insertRows, type BulkColumn } from '../db/bulk-insert.js';
import { named, type Queryable } from '../db/pool.js';
import { allWordsIn, trigramsServeAll } from '../db/search.js';
import type { PageRequest } from '../http/paging.js';
import type { PatientFields } from './input.js';

export interface PatientRow {
  id: string;
  name: string;
  birth_date: string;
  species: string;
  breed: string;
  sex: string;
  weight: number | null;
  photo_hash: string | null;
  main_vet: string;
  referring_vet: string;
  allergies: string;
  chronic_conditions: string;
  created_at: Date;
  updated_at: Date;
  version: number;
  owner_id: string;
  owner_name: string;
  owner_contact: string;
  owner_email: string;
}

// One query with the owner joined, whatever the number of pets. The date comes back as text and the
// weight as float8, so neither goes through a JS Date or a numeric string.
const COLUMNS_SQL = `
  SELECT p.id, p.name, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date, p.species, p.breed, p.sex,
         p.weight::float8 AS weight, p.photo_hash, p.main_vet, p.referring_vet, p.allergies, p.chronic_conditions,
         p.created_at, p.updated_at, p.version,
         o.id AS owner_id, o.name AS owner_name, o.contact AS owner_contact, o.email AS owner_email`;
const JOIN_OWNER = 'JOIN owners o ON o.id = p.owner_id AND o.clinic_id = p.clinic_id';
const SELECT = `${COLUMNS_SQL} FROM patients p ${JOIN_OWNER}`;
const NEWEST_FIRST = 'ORDER BY p.created_at DESC, p.id DESC';

const COLUMNS: Record<keyof PatientFields, string> = {
  name: 'name',
  birthDate: 'birth_date',
  species: 'species',
  sex: 'sex',
  breed: 'breed',
  weight: 'weight',
  mainVet: 'main_vet',
  referringVet: 'referring_vet',
  allergies: 'allergies',
  chronicConditions: 'chronic_conditions',
};

/** The API shape; `photoUrl` signs the stored hash for this vet (see photo-urls.ts). */
export function toPatient(row: PatientRow, photoUrl: (hash: string | null) => string | null) {
  return {
    _id: row.id,
    name: row.name,
    birthDate: row.birth_date,
    species: row.species,
    breed: row.breed,
    sex: row.sex,
    weight: row.weight,
    owner: { _id: row.owner_id, name: row.owner_name, contact: row.owner_contact, email: row.owner_email },
    photo: photoUrl(row.photo_hash),
    mainVet: row.main_vet,
    referringVet: row.referring_vet,
    allergies: row.allergies,
    chronicConditions: row.chronic_conditions,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

/** Which pets a list holds: the vet's, or one owner's; those matching every word of a search. */
export interface PatientFilter {
  ownerId?: string;
  words?: string[];
}

function where(clinicId: string, f: PatientFilter, params: unknown[], foldOnce = false): string {
  params.push(clinicId);
  let sql = 'WHERE p.clinic_id = $1';
  if (f.ownerId) {
    params.push(f.ownerId);
    sql += ` AND p.owner_id = $${params.length}`;
  }
  if (f.words?.length) sql += ` AND ${allWordsIn('p.search_text', f.words, params, foldOnce)}`;
  return sql;
}

/**
 * The list's SQL (exported so bench/query-plans.mjs can EXPLAIN it): newest first along
 * patients_clinic_created_idx (or patients_owner_idx), a search through patients_search_trgm_idx.
 */
export function listPatientsQuery(clinicId: string, f: PatientFilter, page?: PageRequest) {
  const params: unknown[] = [];
  const filter = where(clinicId, f, params);
  if (!page) return { sql: `${SELECT} ${filter} ${NEWEST_FIRST}`, params };
  // The page is cut before the owners are joined: 50 owner lookups, never one per match, so the
  // planner is free to read a search's matches from the trigram index and sort only those.
  params.push(page.limit, page.offset);
  const cut = `SELECT * FROM patients p ${filter} ${NEWEST_FIRST} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return { sql: `${COLUMNS_SQL} FROM (${cut}) p ${JOIN_OWNER} ${NEWEST_FIRST}`, params };
}

export async function listPatients(
  q: Queryable,
  clinicId: string,
  f: PatientFilter = {},
  page?: PageRequest,
): Promise<PatientRow[]> {
  const { sql, params } = listPatientsQuery(clinicId, f, page);
  return (await q.query<PatientRow>(sql, params)).rows;
}

/**
 * A search's page and its total in one statement (exported for the benches): the matches are read once,
 * through patients_search_trgm_idx, counted by a window over them and sorted carrying only
 * (id, created_at); the page's pets and owners are joined after the cut. As two statements (page, count)
 * the page's planner walked patients_clinic_created_idx newest first, filtering ~1,800 pets to find 20
 * "luna" (4× the work of reading its 106 matches), and each request paid a second plan and round trip.
 */
export function searchPatientsPageQuery(clinicId: string, f: PatientFilter, page: PageRequest) {
  const params: unknown[] = [];
  // Every word three characters or longer: the plan is always the trigram index's, so the statement is
  // named (planned once per connection; its text depends only on the number of words and the owner).
  const words = f.words ?? [];
  const name = trigramsServeAll(words)
    ? `patients-search-${words.length}${f.ownerId ? '-owner' : ''}`
    : undefined;
  const filter = where(clinicId, f, params, name !== undefined);
  params.push(page.limit, page.offset);
  const cut =
    `SELECT p.id, p.created_at, (count(*) OVER ())::int AS total FROM patients p ${filter} ` +
    `${NEWEST_FIRST} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return {
    sql: `${COLUMNS_SQL}, m.total FROM (${cut}) m JOIN patients p ON p.id = m.id AND p.clinic_id = $1 ${JOIN_OWNER} ${NEWEST_FIRST}`,
    params,
    name,
  };
}

/**
 * One page of the list and how many pets the whole list holds. A search counts its matches in the
 * page's own statement (above); past its last page no row carries that total, so it is counted apart.
 * Without words the page follows patients_clinic_created_idx (or patients_owner_idx) and the count is
 * its own statement, run alongside: a window would read and sort every pet of the vet for 20 of them.
 */
export async function listPatientsPage(
  q: Queryable,
  clinicId: string,
  f: PatientFilter,
  page: PageRequest,
): Promise<{ rows: PatientRow[]; total: number }> {
  if (!f.words?.length) {
    const [rows, total] = await Promise.all([
      listPatients(q, clinicId, f, page),
      countPatients(q, clinicId, f),
    ]);
    return { rows, total };
  }
  const { sql, params, name } = searchPatientsPageQuery(clinicId, f, page);
  type Row = PatientRow & { total: number };
  const { rows } = await (name ? q.query<Row>(named(name, sql, params)) : q.query<Row>(sql, params));
  if (rows.length > 0) return { rows, total: rows[0].total };
  return { rows, total: page.offset === 0 ? 0 : await countPatients(q, clinicId, f) };
}

/** How many pets the list holds (no owner join: the search text carries the owner's name). */
export function countPatientsQuery(clinicId: string, f: PatientFilter = {}) {
  const params: unknown[] = [];
  return { sql: `SELECT count(*)::int AS total FROM patients p ${where(clinicId, f, params)}`, params };
}

export async function countPatients(q: Queryable, clinicId: string, f: PatientFilter = {}): Promise<number> {
  const { sql, params } = countPatientsQuery(clinicId, f);
  return (await q.query<{ total: number }>(sql, params)).rows[0].total;
}

export async function findPatient(
  q: Queryable,
  clinicId: string,
  id: string,
): Promise<PatientRow | undefined> {
  return (await q.query<PatientRow>(`${SELECT} WHERE p.clinic_id = $1 AND p.id = $2`, [clinicId, id]))
    .rows[0];
}

export async function ownerExists(q: Queryable, clinicId: string, ownerId: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM owners WHERE id = $1 AND clinic_id = $2', [
    ownerId,
    clinicId,
  ]);
  return rowCount === 1;
}

export async function patientExists(q: Queryable, clinicId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM patients WHERE id = $1 AND clinic_id = $2', [
    id,
    clinicId,
  ]);
  return rowCount === 1;
}

export async function insertPatient(
  q: Queryable,
  clinicId: string,
  ownerId: string,
  f: PatientFields,
  photoHash: string | null,
  now: Date,
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO patients (clinic_id, owner_id, name, birth_date, species, breed, sex, weight, main_vet,
       referring_vet, allergies, chronic_conditions, photo_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
     RETURNING id`,
    [
      clinicId,
      ownerId,
      f.name,
      f.birthDate,
      f.species,
      f.breed,
      f.sex,
      f.weight,
      f.mainVet,
      f.referringVet,
      f.allergies,
      f.chronicConditions,
      photoHash,
      now,
    ],
  );
  return rows[0].id;
}

/** A pet written whole, ids and both stamps given (a restore keeps the stamps). */
export interface PatientRecord {
  id: string;
  ownerId: string;
  fields: PatientFields;
  photoHash: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const RECORD_COLUMNS: BulkColumn[] = [
  ['id', 'uuid'],
  ['owner_id', 'uuid'],
  ...Object.values(COLUMNS).map((column): BulkColumn => [
    column,
    column === 'birth_date' ? 'date' : column === 'weight' ? 'numeric' : 'text',
  ]),
  ['photo_hash', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

export async function insertPatientRecords(
  q: Queryable,
  clinicId: string,
  pets: PatientRecord[],
): Promise<void> {
  const keys = Object.keys(COLUMNS) as (keyof PatientFields)[];
  const rows = pets.map((p) => [
    p.id,
    p.ownerId,
    ...keys.map((key) => p.fields[key]),
    p.photoHash,
    p.createdAt.toISOString(),
    p.updatedAt.toISOString(),
  ]);
  await insertRows(q, 'patients', clinicId, RECORD_COLUMNS, rows);
}

/** Locks the pet for an update; its photo hash and version, or undefined when the vet has no such pet. */
export async function lockPatient(
  q: Queryable,
  clinicId: string,
  id: string,
): Promise<{ photoHash: string | null; version: number } | undefined> {
  const { rows } = await q.query<{ photo_hash: string | null; version: number }>(
    'SELECT photo_hash, version FROM patients WHERE id = $1 AND clinic_id = $2 FOR UPDATE',
    [id, clinicId],
  );
  return rows[0] && { photoHash: rows[0].photo_hash, version: rows[0].version };
}

/** Sets only the given fields (and the photo when one is given), and one more version. */
export async function updatePatient(
  q: Queryable,
  clinicId: string,
  id: string,
  changes: Partial<PatientFields>,
  photoHash: string | undefined,
  now: Date,
): Promise<void> {
  const values: unknown[] = [id, clinicId, now];
  const sets = ['updated_at = $3', 'version = version + 1'];
  for (const [key, value] of Object.entries(changes)) {
    values.push(value);
    sets.push(`${COLUMNS[key as keyof PatientFields]} = $${values.length}`);
  }
  if (photoHash !== undefined) {
    values.push(photoHash);
    sets.push(`photo_hash = $${values.length}`);
  }
  await q.query(`UPDATE patients SET ${sets.join(', ')} WHERE id = $1 AND clinic_id = $2`, values);
}

/** The deleted pet's photo hash (null without photo); undefined when the vet has no such pet. */
export async function deletePatient(
  q: Queryable,
  clinicId: string,
  id: string,
): Promise<{ photoHash: string | null } | undefined> {
  const { rows } = await q.query<{ photo_hash: string | null }>(
    'DELETE FROM patients WHERE id = $1 AND clinic_id = $2 RETURNING photo_hash',
    [id, clinicId],
  );
  return rows[0] && { photoHash: rows[0].photo_hash };
}
