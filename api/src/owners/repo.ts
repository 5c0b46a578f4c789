import type { Queryable } from '../db/pool.js';
import type { ListQuery, OwnerData, SearchTerms } from './input.js';

interface OwnerRow {
  id: string;
  name: string;
  contact: string;
  email: string;
  address: string;
  created_at: Date;
  updated_at: Date;
}

// Never SELECT *: vet_id and search_text stay inside.
const COLUMNS = 'id, name, contact, email, address, created_at, updated_at';

export function toOwner(row: OwnerRow) {
  return {
    _id: row.id,
    name: row.name,
    contact: row.contact,
    email: row.email,
    address: row.address,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type Owner = ReturnType<typeof toOwner>;

export async function insertOwner(q: Queryable, vetId: string, d: OwnerData, now: Date): Promise<Owner> {
  const { rows } = await q.query<OwnerRow>(
    `INSERT INTO owners (vet_id, name, contact, email, address, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
    [vetId, d.name, d.contact, d.email, d.address, now],
  );
  return toOwner(rows[0]);
}

/** Newest first; one scan of owners_vet_created_idx, filtered by the search when there is one. */
export async function listOwners(
  q: Queryable,
  vetId: string,
  search: SearchTerms | undefined,
  page: ListQuery,
): Promise<Owner[]> {
  const params: unknown[] = [vetId, page.limit ?? null, page.offset ?? 0];
  let filter = '';
  if (search) {
    params.push(search.text);
    filter = `AND (search_text LIKE '%' || search_fold($4) || '%'`;
    if (search.digits) {
      params.push(search.digits);
      filter += ` OR search_text LIKE '%' || $5::text || '%'`;
    }
    filter += ')';
  }
  const { rows } = await q.query<OwnerRow>(
    `SELECT ${COLUMNS} FROM owners WHERE vet_id = $1 ${filter}
     ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    params,
  );
  return rows.map(toOwner);
}

export async function findOwner(q: Queryable, vetId: string, id: string): Promise<Owner | undefined> {
  const { rows } = await q.query<OwnerRow>(`SELECT ${COLUMNS} FROM owners WHERE id = $1 AND vet_id = $2`, [
    id,
    vetId,
  ]);
  return rows[0] && toOwner(rows[0]);
}

export async function updateOwner(
  q: Queryable,
  vetId: string,
  id: string,
  d: OwnerData,
  now: Date,
): Promise<Owner | undefined> {
  const { rows } = await q.query<OwnerRow>(
    `UPDATE owners SET name = $3, contact = $4, email = $5, address = $6, updated_at = $7
     WHERE id = $1 AND vet_id = $2 RETURNING ${COLUMNS}`,
    [id, vetId, d.name, d.contact, d.email, d.address, now],
  );
  return rows[0] && toOwner(rows[0]);
}

/**
 * Deletes the owner; the pets, exams and grooming rows hanging from it go in the same statement through
 * their ON DELETE CASCADE foreign keys, so it is all or nothing. false when the vet has no such owner.
 */
export async function deleteOwner(q: Queryable, vetId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM owners WHERE id = $1 AND vet_id = $2', [id, vetId]);
  return rowCount === 1;
}
