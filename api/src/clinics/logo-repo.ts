import type { Queryable } from '../db/pool.js';

/** Stores the clinic's logo (already re-encoded: a PNG of at most 400 px), replacing any it had. */
export async function saveLogo(q: Queryable, clinicId: string, bytes: Buffer, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO clinic_logos (clinic_id, bytes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (clinic_id) DO UPDATE SET bytes = EXCLUDED.bytes, updated_at = EXCLUDED.updated_at`,
    [clinicId, bytes, now],
  );
}

/** Removes the clinic's logo; false when it had none. */
export async function removeLogo(q: Queryable, clinicId: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM clinic_logos WHERE clinic_id = $1', [clinicId]);
  return Boolean(rowCount);
}

/** The clinic's stored logo (PNG bytes); undefined without one. */
export async function readLogo(q: Queryable, clinicId: string): Promise<Buffer | undefined> {
  const { rows } = await q.query<{ bytes: Buffer }>('SELECT bytes FROM clinic_logos WHERE clinic_id = $1', [
    clinicId,
  ]);
  return rows[0]?.bytes;
}
