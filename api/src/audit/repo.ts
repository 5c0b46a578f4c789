import type { Queryable } from '../db/pool.js';
import type { PageRequest } from '../http/paging.js';

export interface ActivityFilter {
  actorId?: string;
  kind?: string;
  recordId?: string;
  /** Calendar days in the clinic's zone, both included (dd/mm/aaaa on screen). */
  from?: string;
  to?: string;
  /** The clinic's time zone (IANA), in which `from` and `to` start and end. */
  zone: string;
}

interface EntryRow {
  id: string;
  created_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  record_kind: string;
  record_id: string | null;
  summary: string;
  /** An edit's { field: { from, to } }, or a restore's counts { owners: 3, … }. */
  changes: Record<string, unknown> | null;
}

function where(clinicId: string, f: ActivityFilter, params: unknown[]): string {
  params.push(clinicId);
  const parts = [`e.clinic_id = $${params.length}`];
  const add = (sql: string, ...values: unknown[]) => {
    for (const value of values) {
      params.push(value);
      sql = sql.replace('?', `$${params.length}`);
    }
    parts.push(sql);
  };
  if (f.actorId) add('e.actor_id = ?', f.actorId);
  if (f.kind) add('e.record_kind = ?', f.kind);
  if (f.recordId) add('e.record_id = ?', f.recordId);
  // A day starts at midnight in the clinic's zone: a bound parameter, as every other value.
  if (f.from) add('e.created_at >= ((?::date)::timestamp AT TIME ZONE ?::text)', f.from, f.zone);
  if (f.to) add('e.created_at < ((?::date + 1)::timestamp AT TIME ZONE ?::text)', f.to, f.zone);
  return parts.join(' AND ');
}

/** The page's SQL (exported so bench/query-plans.mjs can EXPLAIN it): newest first along an index. */
export function listActivityQuery(clinicId: string, f: ActivityFilter, page: PageRequest) {
  const params: unknown[] = [];
  const filter = where(clinicId, f, params);
  params.push(page.limit, page.offset);
  const sql = `SELECT e.id, e.created_at, e.actor_id, v.name || ' ' || v.last_name AS actor_name, e.action,
       e.record_kind, e.record_id, e.summary, e.changes
     FROM audit_entries e LEFT JOIN vets v ON v.id = e.actor_id
     WHERE ${filter} ORDER BY e.created_at DESC, e.id DESC
     LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return { sql, params };
}

/** The total under the same filter. */
export function countActivityQuery(clinicId: string, f: ActivityFilter) {
  const params: unknown[] = [];
  return {
    sql: `SELECT count(*)::int AS n FROM audit_entries e WHERE ${where(clinicId, f, params)}`,
    params,
  };
}

/** One page of the clinic's activity, newest first, with each author's name as it is now. */
export async function listActivity(q: Queryable, clinicId: string, f: ActivityFilter, page: PageRequest) {
  const { sql, params } = listActivityQuery(clinicId, f, page);
  const { rows } = await q.query<EntryRow>(sql, params);
  return rows.map((r) => ({
    _id: String(r.id),
    at: r.created_at,
    actor: r.actor_id ? { _id: r.actor_id, name: r.actor_name ?? '' } : null,
    action: r.action,
    recordKind: r.record_kind,
    recordId: r.record_id,
    summary: r.summary,
    changes: Object.entries(r.changes ?? {}).map(([field, value]) => asChange(field, value)),
  }));
}

export async function countActivity(q: Queryable, clinicId: string, f: ActivityFilter): Promise<number> {
  const { sql, params } = countActivityQuery(clinicId, f);
  return (await q.query<{ n: number }>(sql, params)).rows[0].n;
}

/** One changed field as the screen shows it; a count (a restore's) is what there is now. */
function asChange(field: string, value: unknown) {
  if (value && typeof value === 'object' && 'to' in value) {
    const { from, to } = value as { from: unknown; to: unknown };
    return { field, from, to };
  }
  return { field, from: null, to: value };
}
