import type { Queryable } from '../db/pool.js';
import type { Role } from './roles.js';

export interface ClinicData {
  name: string;
  rif: string;
  address: string;
  phone: string;
  estado: string;
}

interface ClinicRow extends ClinicData {
  id: string;
  has_logo: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, name, rif, address, phone, estado, version, created_at, updated_at,
  EXISTS (SELECT 1 FROM clinic_logos l WHERE l.clinic_id = clinics.id) AS has_logo`;

export function toClinic(row: ClinicRow) {
  return {
    _id: row.id,
    name: row.name,
    rif: row.rif,
    address: row.address,
    phone: row.phone,
    estado: row.estado,
    /** Whether GET /api/clinic/logo has an image (the PDFs print it). */
    hasLogo: row.has_logo,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
export type Clinic = ReturnType<typeof toClinic>;

/** A new clinic with its first member, its administrator (sign-up, the seed). */
export async function createClinic(
  q: Queryable,
  data: ClinicData,
  adminId: string,
  now: Date,
): Promise<Clinic> {
  const { rows } = await q.query<ClinicRow>(
    `INSERT INTO clinics (name, rif, address, phone, estado, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
    [data.name, data.rif, data.address, data.phone, data.estado, now],
  );
  await addMember(q, rows[0].id, adminId, 'admin', now);
  return toClinic(rows[0]);
}

export async function addMember(q: Queryable, clinicId: string, vetId: string, role: Role, now: Date) {
  await q.query(
    `INSERT INTO clinic_members (clinic_id, vet_id, role, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
    [clinicId, vetId, role, now],
  );
}

export async function findClinic(q: Queryable, clinicId: string): Promise<Clinic | undefined> {
  const { rows } = await q.query<ClinicRow>(`SELECT ${COLUMNS} FROM clinics WHERE id = $1`, [clinicId]);
  return rows[0] && toClinic(rows[0]);
}

/**
 * The clinic a new session opens in: the person's first active membership (the clinic they founded, or
 * the first that invited them). undefined when they are an active member of none.
 */
export async function firstClinicOf(q: Queryable, vetId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ clinic_id: string }>(
    `SELECT clinic_id FROM clinic_members WHERE vet_id = $1 AND active
     ORDER BY created_at, clinic_id LIMIT 1`,
    [vetId],
  );
  return rows[0]?.clinic_id;
}

/** Saves the clinic's data while it is still at `version`; undefined when it moved on. */
export async function updateClinic(
  q: Queryable,
  clinicId: string,
  version: number,
  data: ClinicData,
  now: Date,
): Promise<Clinic | undefined> {
  const { rows } = await q.query<ClinicRow>(
    `UPDATE clinics SET name = $3, rif = $4, address = $5, phone = $6, estado = $7, updated_at = $8,
       version = version + 1
     WHERE id = $1 AND version = $2 RETURNING ${COLUMNS}`,
    [clinicId, version, data.name, data.rif, data.address, data.phone, data.estado, now],
  );
  return rows[0] && toClinic(rows[0]);
}
