// The activity report: consultations, lab exams, grooming services and appointments of a period, per bucket
// and per person, counted in one statement over four index range reads (each table's clinic-and-date index).
import type { Queryable } from '../db/pool.js';
import { namesOf } from './people.js';
import {
  bucketSql,
  bucketText,
  dayBegins,
  dayEnds,
  fillBuckets,
  localDay,
  type ReportPeriod,
} from './period.js';

export interface Counts {
  consultations: number;
  labExams: number;
  grooming: number;
  appointments: number;
  attended: number;
  noShow: number;
  cancelled: number;
  /** noShow / (attended + noShow), to 4 decimals; null when no appointment had an outcome. */
  noShowRate: number | null;
}

const NONE: Counts = {
  consultations: 0,
  labExams: 0,
  grooming: 0,
  appointments: 0,
  attended: 0,
  noShow: 0,
  cancelled: 0,
  noShowRate: null,
};

type Row = Omit<Counts, 'noShowRate'> & {
  start: string | null;
  person: string | null;
  by_start: boolean;
  by_person: boolean;
};

function counts(r: Row): Counts {
  const outcomes = r.attended + r.noShow;
  return {
    consultations: r.consultations,
    labExams: r.labExams,
    grooming: r.grooming,
    appointments: r.appointments,
    attended: r.attended,
    noShow: r.noShow,
    cancelled: r.cancelled,
    noShowRate: outcomes ? Math.round((r.noShow / outcomes) * 10_000) / 10_000 : null,
  };
}

export async function activityReport(q: Queryable, clinicId: string, p: ReportPeriod, vetId?: string) {
  const params: unknown[] = [clinicId, p.from, p.to, p.zone];
  const instantIn = (column: string) =>
    `${column} >= ${dayBegins('$2', '$4')} AND ${column} < ${dayEnds('$3', '$4')}`;
  const bucket = (day: string) => bucketSql(day, p.group);
  const person = vetId ? `WHERE e.person = $${params.push(vetId)}` : '';
  const sql = `
    SELECT ${bucketText('e.start')} AS start, e.person, GROUPING(e.start) = 0 AS by_start,
           GROUPING(e.person) = 0 AS by_person,
           (count(*) FILTER (WHERE e.what = 'c'))::int AS "consultations",
           (count(*) FILTER (WHERE e.what = 'l'))::int AS "labExams",
           (count(*) FILTER (WHERE e.what = 'g'))::int AS "grooming",
           (count(*) FILTER (WHERE e.what = 'a'))::int AS "appointments",
           (count(*) FILTER (WHERE e.what = 'a' AND e.status = 'attended'))::int AS "attended",
           (count(*) FILTER (WHERE e.what = 'a' AND e.status = 'no_show'))::int AS "noShow",
           (count(*) FILTER (WHERE e.what = 'a' AND e.status = 'cancelled'))::int AS "cancelled"
    FROM (
      SELECT 'c' AS what, c.vet_id AS person, ${bucket(localDay('c.date', '$4'))} AS start, NULL AS status
      FROM consultations c WHERE c.clinic_id = $1 AND ${instantIn('c.date')}
      UNION ALL
      SELECT 'l', l.created_by, ${bucket('l.date')}, NULL
      FROM lab_exams l WHERE l.clinic_id = $1 AND l.date BETWEEN $2::date AND $3::date
      UNION ALL
      SELECT 'g', g.created_by, ${bucket(localDay('g.date', '$4'))}, NULL
      FROM grooming_services g WHERE g.clinic_id = $1 AND ${instantIn('g.date')}
      UNION ALL
      SELECT 'a', a.vet_id, ${bucket(localDay('a.starts_at', '$4'))}, a.status
      FROM appointments a WHERE a.clinic_id = $1 AND ${instantIn('a.starts_at')}
    ) e ${person}
    GROUP BY GROUPING SETS ((), (e.start), (e.person))`;
  const rows = (await q.query<Row>(sql, params)).rows;
  const total = rows.find((r) => !r.by_start && !r.by_person);
  const people = rows.filter((r) => r.by_person);
  const names = await namesOf(
    q,
    people.flatMap((r) => (r.person ? [r.person] : [])),
  );
  const work = (c: Counts) => c.consultations + c.labExams + c.grooming + c.appointments;
  const byVet = people
    .map((r) => ({ vet: r.person ? { _id: r.person, name: names.get(r.person) ?? '' } : null, ...counts(r) }))
    // Most active first; «Sin asignar» last; then by name, so the order never depends on the plan.
    .sort(
      (a, b) =>
        Number(a.vet === null) - Number(b.vet === null) ||
        work(b) - work(a) ||
        (a.vet?.name ?? '').localeCompare(b.vet?.name ?? '', 'es'),
    );
  return {
    totals: total ? counts(total) : NONE,
    periods: fillBuckets(p, new Map(rows.filter((r) => r.by_start).map((r) => [r.start!, counts(r)])), NONE),
    byVet,
  };
}
