import { insertRows, type BulkColumn } from '../db/bulk-insert.js';
import { named, type Queryable } from '../db/pool.js';
import { allWordsIn } from '../db/search.js';
import type { PageRequest } from '../http/paging.js';
import { staleOrMissing } from '../http/versions.js';
import type { OwnerData, OwnerEdit, SearchTerms } from './input.js';
import { OWNER_NOT_FOUND_MSG } from './schemas.js';

interface OwnerRow {
  id: string;
  name: string;
  contact: string;
  email: string;
  address: string;
  reminders_opt_out: boolean;
  created_at: Date;
  updated_at: Date;
  version: number;
}

// Never SELECT *: clinic_id and search_text stay inside.
const COLUMNS = 'id, name, contact, email, address, reminders_opt_out, created_at, updated_at, version';

export function toOwner(row: OwnerRow) {
  return {
    _id: row.id,
    name: row.name,
    contact: row.contact,
    email: row.email,
    address: row.address,
    remindersOptOut: row.reminders_opt_out,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

export type Owner = ReturnType<typeof toOwner>;

export async function insertOwner(q: Queryable, clinicId: string, d: OwnerData, now: Date): Promise<Owner> {
  const { rows } = await q.query<OwnerRow>(
    `INSERT INTO owners (clinic_id, name, contact, email, address, reminders_opt_out, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING ${COLUMNS}`,
    [clinicId, d.name, d.contact, d.email, d.address, d.remindersOptOut, now],
  );
  return toOwner(rows[0]);
}

/** An owner written whole, id and both stamps given (a restore keeps them). */
export interface OwnerRecord {
  id: string;
  data: OwnerData;
  createdAt: Date;
  updatedAt: Date;
}

const RECORD_COLUMNS: BulkColumn[] = [
  ['id', 'uuid'],
  ['name', 'text'],
  ['contact', 'text'],
  ['email', 'text'],
  ['address', 'text'],
  ['reminders_opt_out', 'boolean'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

export async function insertOwnerRecords(
  q: Queryable,
  clinicId: string,
  owners: OwnerRecord[],
): Promise<void> {
  const rows = owners.map(({ id, data: d, createdAt, updatedAt }) => [
    id,
    d.name,
    d.contact,
    d.email,
    d.address,
    d.remindersOptOut,
    createdAt.toISOString(),
    updatedAt.toISOString(),
  ]);
  await insertRows(q, 'owners', clinicId, RECORD_COLUMNS, rows);
}

/**
 * The search's WHERE clause after clinic_id = $1, params appended: every word in search_text (served by
 * owners_search_trgm_idx). A phone-looking query is matched by its digits in a row ("1000 013" is not
 * "1000…" and "…013" apart), and its words only against the name, as the list screen does.
 */
function searchFilter(search: SearchTerms | undefined, params: unknown[]): string {
  if (!search) return '';
  if (!search.digits) return ` AND ${allWordsIn('search_text', search.words, params)}`;
  // The folded name is search_text's first line (003_owners.sql): cheaper than folding name again.
  const inName = allWordsIn(`split_part(search_text, E'\\n', 1)`, search.words, params);
  params.push(search.digits);
  return ` AND ((${inName}) OR search_text LIKE '%' || $${params.length}::text || '%')`;
}

/**
 * The list's SQL (exported so bench/query-plans.mjs can EXPLAIN it): newest first along
 * owners_clinic_created_idx, filtered by the search, one page of it when asked.
 */
export function listOwnersQuery(clinicId: string, search: SearchTerms | undefined, page?: PageRequest) {
  const params: unknown[] = [clinicId];
  const filter = searchFilter(search, params);
  let sql = `SELECT ${COLUMNS} FROM owners WHERE clinic_id = $1${filter} ORDER BY created_at DESC, id DESC`;
  if (page) {
    params.push(page.limit, page.offset);
    sql += ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  return { sql, params };
}

export async function listOwners(
  q: Queryable,
  clinicId: string,
  search: SearchTerms | undefined,
  page?: PageRequest,
): Promise<Owner[]> {
  const { sql, params } = listOwnersQuery(clinicId, search, page);
  return (await q.query<OwnerRow>(sql, params)).rows.map(toOwner);
}

/** How many owners the search finds (all of the vet's without one). */
export async function countOwners(q: Queryable, clinicId: string, search: SearchTerms | undefined) {
  const params: unknown[] = [clinicId];
  const filter = searchFilter(search, params);
  const sql = `SELECT count(*)::int AS total FROM owners WHERE clinic_id = $1${filter}`;
  return (await q.query<{ total: number }>(sql, params)).rows[0].total;
}

// GET /owners/:id, the detail screens' first call: a named statement, planned once per connection.
const FIND_OWNER_SQL = `SELECT ${COLUMNS} FROM owners WHERE id = $1 AND clinic_id = $2`;

export async function findOwner(q: Queryable, clinicId: string, id: string): Promise<Owner | undefined> {
  const { rows } = await q.query<OwnerRow>(named('owner-by-id', FIND_OWNER_SQL, [id, clinicId]));
  return rows[0] && toOwner(rows[0]);
}

/**
 * Replaces the owner if it is still at `version` (the one the form loaded), one more after it; a
 * 404 or a 409 (changed meanwhile) otherwise, with nothing written. remindersOptOut left out stays.
 */
export async function updateOwner(
  q: Queryable,
  clinicId: string,
  id: string,
  version: number,
  d: OwnerEdit,
  now: Date,
): Promise<Owner> {
  const { rows } = await q.query<OwnerRow>(
    `UPDATE owners SET name = $4, contact = $5, email = $6, address = $7,
       reminders_opt_out = coalesce($9::boolean, reminders_opt_out), updated_at = $8, version = version + 1
     WHERE id = $1 AND clinic_id = $2 AND version = $3 RETURNING ${COLUMNS}`,
    [id, clinicId, version, d.name, d.contact, d.email, d.address, now, d.remindersOptOut ?? null],
  );
  if (!rows[0]) throw await staleOrMissing(q, 'owners', clinicId, id, OWNER_NOT_FOUND_MSG);
  return toOwner(rows[0]);
}

/**
 * Deletes the owner; the pets, exams and grooming rows hanging from it go in the same statement through
 * their ON DELETE CASCADE foreign keys, so it is all or nothing. false when the vet has no such owner.
 */
export async function deleteOwner(q: Queryable, clinicId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM owners WHERE id = $1 AND clinic_id = $2', [id, clinicId]);
  return rowCount === 1;
}
