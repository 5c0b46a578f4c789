import type { Queryable } from './pool.js';

/** A column a bulk insert fills: its name and its PostgreSQL type (for the unnest array). */
export type BulkColumn = readonly [name: string, type: string];

const CHUNK = 5000;

/**
 * Inserts many rows of one vet with one statement per few thousand rows (unnest of one array per
 * column), inside the caller's transaction: a restore of ten years of a clinic is a handful of round
 * trips, not one per row. `rows` hold one value per column, in the columns' order; clinic_id comes first.
 */
export async function insertRows(
  q: Queryable,
  table: string,
  clinicId: string,
  columns: readonly BulkColumn[],
  rows: unknown[][],
): Promise<void> {
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ');
  const sql = `INSERT INTO ${table} (clinic_id, ${names}) SELECT $1, t.* FROM unnest(${arrays}) AS t(${names})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await q.query(sql, [clinicId, ...columns.map((_, i) => chunk.map((row) => row[i]))]);
  }
}
