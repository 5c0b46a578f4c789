import type { Queryable } from '../db/pool.js';
import { bumpRangesVersion, rangesVersion } from '../lab/ranges-repo.js';
import { defaultVitalRanges, type Species, type VitalKey, type VitalRanges } from './vital-ranges.js';

const VERSIONS = 'vital_reference_range_versions';

interface RangeRow {
  species: Species;
  parameter: VitalKey;
  min: number;
  max: number;
}

/** The clinic's own ranges when it saved any (null while the cited defaults apply). */
export async function loadCustomVitalRanges(q: Queryable, clinicId: string): Promise<VitalRanges | null> {
  const { rows } = await q.query<RangeRow>(
    `SELECT species, parameter, min_value::float8 AS min, max_value::float8 AS max
     FROM vital_reference_ranges WHERE clinic_id = $1 ORDER BY species, parameter`,
    [clinicId],
  );
  if (rows.length === 0) return null;
  const ranges: VitalRanges = {};
  for (const row of rows)
    ranges[row.species] = { ...ranges[row.species], [row.parameter]: { min: row.min, max: row.max } };
  return ranges;
}

/** What the consultations are judged by: the clinic's own ranges, else the defaults. */
export async function loadVitalRanges(q: Queryable, clinicId: string): Promise<VitalRanges> {
  return (await loadCustomVitalRanges(q, clinicId)) ?? defaultVitalRanges();
}

/** Replaces the clinic's whole table with `ranges` (the species and parameters it keeps). */
export async function saveVitalRanges(q: Queryable, clinicId: string, ranges: VitalRanges, now: Date) {
  const species: string[] = [];
  const parameters: string[] = [];
  const mins: number[] = [];
  const maxes: number[] = [];
  for (const [s, perSpecies] of Object.entries(ranges)) {
    for (const [parameter, interval] of Object.entries(perSpecies ?? {})) {
      species.push(s);
      parameters.push(parameter);
      mins.push(interval.min);
      maxes.push(interval.max);
    }
  }
  await clearVitalRanges(q, clinicId);
  await q.query(
    `INSERT INTO vital_reference_ranges (clinic_id, species, parameter, min_value, max_value, created_at, updated_at)
     SELECT $1, s, p, mn, mx, $6, $6
     FROM unnest($2::text[], $3::text[], $4::numeric[], $5::numeric[]) AS u(s, p, mn, mx)`,
    [clinicId, species, parameters, mins, maxes, now],
  );
}

/** Back to the defaults. */
export async function clearVitalRanges(q: Queryable, clinicId: string): Promise<void> {
  await q.query('DELETE FROM vital_reference_ranges WHERE clinic_id = $1', [clinicId]);
}

/** The table's version: 1 until first saved or reset, one more on each (as the lab's). */
export const vitalRangesVersion = (q: Queryable, clinicId: string) => rangesVersion(q, clinicId, VERSIONS);

/** One more version, provided it is still `expected` (a reset sends none); undefined when it moved on. */
export const bumpVitalRangesVersion = (q: Queryable, clinicId: string, expected?: number) =>
  bumpRangesVersion(q, clinicId, expected, VERSIONS);
