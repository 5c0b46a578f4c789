// The vaccination report: for each preventive kind, the clinic's pets whose latest application is still
// in date, overdue, or missing. One read of the clinic's preventives in the DISTINCT ON's order
// (preventives_latest_idx, migration 024: without it PostgreSQL sorted the whole table, on disk at scale).
import type { Queryable } from '../db/pool.js';
import { PREVENTIVE_KINDS } from '../lists.generated.js';

export async function vaccinationReport(q: Queryable, clinicId: string, today: string) {
  const [{ rows }, pets] = await Promise.all([
    q.query<{ kind: string; up_to_date: number; overdue: number }>(
      `SELECT l.kind, (count(*) FILTER (WHERE l.next_due IS NULL OR l.next_due >= $2::date))::int AS up_to_date,
              (count(*) FILTER (WHERE l.next_due < $2::date))::int AS overdue
       FROM (SELECT DISTINCT ON (v.patient_id, v.kind) v.kind, v.next_due
             FROM preventives v WHERE v.clinic_id = $1
             ORDER BY v.patient_id, v.kind, v.applied_on DESC, v.created_at DESC, v.id DESC) l
       GROUP BY l.kind`,
      [clinicId, today],
    ),
    q.query<{ count: number }>('SELECT count(*)::int AS count FROM patients WHERE clinic_id = $1', [
      clinicId,
    ]),
  ]);
  const total = pets.rows[0].count;
  return {
    today,
    pets: total,
    kinds: PREVENTIVE_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      const upToDate = row?.up_to_date ?? 0;
      const overdue = row?.overdue ?? 0;
      return { kind, upToDate, overdue, never: total - upToDate - overdue };
    }),
  };
}
