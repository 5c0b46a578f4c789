import type { Queryable } from '../db/pool.js';
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
  created_at: Date;
  updated_at: Date;
  owner_id: string;
  owner_name: string;
  owner_contact: string;
  owner_email: string;
}

// One query with the owner joined, whatever the number of pets. The date comes back as text and the
// weight as float8, so neither goes through a JS Date or a numeric string.
const SELECT = `
  SELECT p.id, p.name, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date, p.species, p.breed, p.sex,
         p.weight::float8 AS weight, p.photo_hash, p.main_vet, p.referring_vet, p.created_at, p.updated_at,
         o.id AS owner_id, o.name AS owner_name, o.contact AS owner_contact, o.email AS owner_email
  FROM patients p JOIN owners o ON o.id = p.owner_id AND o.vet_id = p.vet_id`;
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
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listPatients(q: Queryable, vetId: string): Promise<PatientRow[]> {
  return (await q.query<PatientRow>(`${SELECT} WHERE p.vet_id = $1 ${NEWEST_FIRST}`, [vetId])).rows;
}

export async function listOwnerPatients(q: Queryable, vetId: string, ownerId: string): Promise<PatientRow[]> {
  const sql = `${SELECT} WHERE p.vet_id = $1 AND p.owner_id = $2 ${NEWEST_FIRST}`;
  return (await q.query<PatientRow>(sql, [vetId, ownerId])).rows;
}

export async function findPatient(q: Queryable, vetId: string, id: string): Promise<PatientRow | undefined> {
  return (await q.query<PatientRow>(`${SELECT} WHERE p.vet_id = $1 AND p.id = $2`, [vetId, id])).rows[0];
}

export async function countPatients(q: Queryable, vetId: string): Promise<number> {
  const { rows } = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM patients WHERE vet_id = $1',
    [vetId],
  );
  return rows[0].total;
}

export async function ownerExists(q: Queryable, vetId: string, ownerId: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM owners WHERE id = $1 AND vet_id = $2', [ownerId, vetId]);
  return rowCount === 1;
}

export async function patientExists(q: Queryable, vetId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM patients WHERE id = $1 AND vet_id = $2', [id, vetId]);
  return rowCount === 1;
}

export async function insertPatient(
  q: Queryable,
  vetId: string,
  ownerId: string,
  f: PatientFields,
  photoHash: string | null,
  now: Date,
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO patients (vet_id, owner_id, name, birth_date, species, breed, sex, weight, main_vet,
       referring_vet, photo_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     RETURNING id`,
    [
      vetId,
      ownerId,
      f.name,
      f.birthDate,
      f.species,
      f.breed,
      f.sex,
      f.weight,
      f.mainVet,
      f.referringVet,
      photoHash,
      now,
    ],
  );
  return rows[0].id;
}

/** Locks the pet for an update; its current photo hash, or undefined when the vet has no such pet. */
export async function lockPatient(
  q: Queryable,
  vetId: string,
  id: string,
): Promise<{ photoHash: string | null } | undefined> {
  const { rows } = await q.query<{ photo_hash: string | null }>(
    'SELECT photo_hash FROM patients WHERE id = $1 AND vet_id = $2 FOR UPDATE',
    [id, vetId],
  );
  return rows[0] && { photoHash: rows[0].photo_hash };
}

/** Sets only the given fields (and the photo when one is given). */
export async function updatePatient(
  q: Queryable,
  vetId: string,
  id: string,
  changes: Partial<PatientFields>,
  photoHash: string | undefined,
  now: Date,
): Promise<void> {
  const values: unknown[] = [id, vetId, now];
  const sets = ['updated_at = $3'];
  for (const [key, value] of Object.entries(changes)) {
    values.push(value);
    sets.push(`${COLUMNS[key as keyof PatientFields]} = $${values.length}`);
  }
  if (photoHash !== undefined) {
    values.push(photoHash);
    sets.push(`photo_hash = $${values.length}`);
  }
  await q.query(`UPDATE patients SET ${sets.join(', ')} WHERE id = $1 AND vet_id = $2`, values);
}

/** The deleted pet's photo hash (null without photo); undefined when the vet has no such pet. */
export async function deletePatient(
  q: Queryable,
  vetId: string,
  id: string,
): Promise<{ photoHash: string | null } | undefined> {
  const { rows } = await q.query<{ photo_hash: string | null }>(
    'DELETE FROM patients WHERE id = $1 AND vet_id = $2 RETURNING photo_hash',
    [id, vetId],
  );
  return rows[0] && { photoHash: rows[0].photo_hash };
}
