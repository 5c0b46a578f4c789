// What query-plans.mjs reads in a plan: EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) of one statement, the
// indexes it reads, the big tables it reads whole (a Seq Scan), its rows and its time in PostgreSQL.
export const BIG_TABLES = new Set([
  'owners',
  'patients',
  'lab_exams',
  'grooming_services',
  'audit_entries',
  'consultations',
  'appointments',
  'preventives',
]);

export function nodes(plan) {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** { ms, indexes, fullScans, rows } of `sql` run once more under EXPLAIN ANALYZE; `text` with verbose. */
export async function explain(client, sql, params, { verbose = false } = {}) {
  const { rows: out } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
  const top = out[0]['QUERY PLAN'][0];
  const all = nodes(top.Plan);
  const plan = {
    ms: Math.round(top['Execution Time'] * 100) / 100,
    indexes: [...new Set(all.map((n) => n['Index Name']).filter(Boolean))],
    fullScans: [
      ...new Set(
        all
          .filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.has(n['Relation Name']))
          .map((n) => n['Relation Name']),
      ),
    ],
    rows: top.Plan['Actual Rows'],
  };
  if (verbose) {
    const text = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    plan.text = text.rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n');
  }
  return plan;
}
