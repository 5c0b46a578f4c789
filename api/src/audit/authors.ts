import type { Queryable } from '../db/pool.js';

type AuthoredTable = 'owners' | 'patients' | 'lab_exams' | 'grooming_services';

/** Who created and who last changed a record, by name («Creado por … · Modificado por …»). */
export interface Authors {
  /** The person's name, or '' when the record predates the log and nobody is on record. */
  createdBy: string;
  updatedBy: string;
}

/** A record's detail schema with its authors added (every field still listed, nothing else). */
export function withAuthors<S extends { properties: object; required: readonly string[] }>(schema: S) {
  return {
    ...schema,
    properties: { ...schema.properties, createdBy: { type: 'string' }, updatedBy: { type: 'string' } },
    required: [...schema.required, 'createdBy', 'updatedBy'],
  } as const;
}

/** The authors of one record of the clinic (`table` is always a constant of the caller). */
export async function authorsOf(
  q: Queryable,
  table: AuthoredTable,
  clinicId: string,
  id: string,
): Promise<Authors> {
  const { rows } = await q.query<Authors>(
    `SELECT coalesce(c.name || ' ' || c.last_name, '') AS "createdBy",
            coalesce(u.name || ' ' || u.last_name, '') AS "updatedBy"
     FROM ${table} r LEFT JOIN vets c ON c.id = r.created_by LEFT JOIN vets u ON u.id = r.updated_by
     WHERE r.id = $1 AND r.clinic_id = $2`,
    [id, clinicId],
  );
  return rows[0] ?? { createdBy: '', updatedBy: '' };
}

/** The vet who signs an exam's report: its author, with their CMV (null when nobody is on record). */
export async function signerOf(q: Queryable, clinicId: string, examId: string) {
  const { rows } = await q.query<{ name: string; cmv: string }>(
    `SELECT 'M.V. ' || v.name || ' ' || v.last_name AS name, v.cmv
     FROM lab_exams e JOIN vets v ON v.id = e.created_by WHERE e.id = $1 AND e.clinic_id = $2`,
    [examId, clinicId],
  );
  return rows[0] ?? null;
}
