import type { Queryable } from '../db/pool.js';
import {
  defaultRanges,
  PARAMETERS,
  SPECIES,
  type Parameter,
  type Ranges,
  type Species,
} from './reference-ranges.js';

interface RangeRow {
  species: Species;
  parameter: Parameter;
  min: number;
  max: number;
}

/** The vet's ranges; any parameter the vet has not set keeps its default. */
export async function loadRanges(q: Queryable, clinicId: string): Promise<Ranges> {
  const { rows } = await q.query<RangeRow>(
    `SELECT species, parameter, min_value::float8 AS min, max_value::float8 AS max
     FROM lab_reference_ranges WHERE clinic_id = $1`,
    [clinicId],
  );
  const ranges = defaultRanges();
  for (const row of rows) ranges[row.species][row.parameter] = { min: row.min, max: row.max };
  return ranges;
}

/** The vet's ranges when the vet has changed any (null while the default table applies untouched). */
export async function loadCustomRanges(q: Queryable, clinicId: string): Promise<Ranges | null> {
  const { rowCount } = await q.query('SELECT 1 FROM lab_reference_ranges WHERE clinic_id = $1 LIMIT 1', [
    clinicId,
  ]);
  return rowCount ? loadRanges(q, clinicId) : null;
}

/** Stores every species and parameter in one statement (insert or replace). */
export async function saveRanges(q: Queryable, clinicId: string, ranges: Ranges, now: Date): Promise<void> {
  const species: string[] = [];
  const parameters: string[] = [];
  const mins: number[] = [];
  const maxes: number[] = [];
  for (const s of SPECIES) {
    for (const { key } of PARAMETERS) {
      species.push(s);
      parameters.push(key);
      mins.push(ranges[s][key].min);
      maxes.push(ranges[s][key].max);
    }
  }
  await q.query(
    `INSERT INTO lab_reference_ranges (clinic_id, species, parameter, min_value, max_value, created_at, updated_at)
     SELECT $1, s, p, mn, mx, $6, $6
     FROM unnest($2::text[], $3::text[], $4::numeric[], $5::numeric[]) AS u(s, p, mn, mx)
     ON CONFLICT (clinic_id, species, parameter) DO UPDATE
       SET min_value = EXCLUDED.min_value, max_value = EXCLUDED.max_value, updated_at = EXCLUDED.updated_at`,
    [clinicId, species, parameters, mins, maxes, now],
  );
}

/** A ranges form's version table: the lab's (migration 008) or the vital signs' (014). */
export type RangesVersionTable = 'lab_reference_range_versions' | 'vital_reference_range_versions';

/** The ranges' version (migration 008): 1 until first saved or reset, one more on each. */
export async function rangesVersion(
  q: Queryable,
  clinicId: string,
  table: RangesVersionTable = 'lab_reference_range_versions',
): Promise<number> {
  const { rows } = await q.query<{ version: number }>(`SELECT version FROM ${table} WHERE clinic_id = $1`, [
    clinicId,
  ]);
  return rows[0]?.version ?? 1;
}

/**
 * Inside the save's (or reset's) transaction: one more version, provided it is still `expected` (the
 * version the form loaded; a reset sends none). Locks the vet's row until the transaction ends, so
 * two saves from one version cannot both pass. The new version, or undefined when it moved on.
 */
export async function bumpRangesVersion(
  q: Queryable,
  clinicId: string,
  expected?: number,
  table: RangesVersionTable = 'lab_reference_range_versions',
): Promise<number | undefined> {
  await q.query(`INSERT INTO ${table} (clinic_id) VALUES ($1) ON CONFLICT DO NOTHING`, [clinicId]);
  const { rows } = await q.query<{ version: number }>(
    `UPDATE ${table} SET version = version + 1
     WHERE clinic_id = $1 AND ($2::int IS NULL OR version = $2) RETURNING version`,
    [clinicId, expected ?? null],
  );
  return rows[0]?.version;
}

/** Back to the default table. */
export async function clearRanges(q: Queryable, clinicId: string): Promise<void> {
  await q.query('DELETE FROM lab_reference_ranges WHERE clinic_id = $1', [clinicId]);
}
