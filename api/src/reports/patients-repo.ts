// The patients report: owners and pets registered per bucket (owners_ and patients_clinic_created_idx),
// the clinic's pets by species, sex and age band, and the pets seen in the last 12 months.
import type { Queryable } from '../db/pool.js';
import {
  bucketSql,
  bucketText,
  dayBegins,
  dayEnds,
  fillBuckets,
  localDay,
  type ReportPeriod,
} from './period.js';
import { AGE_BANDS } from './schemas.js';

type Band = (typeof AGE_BANDS)[number];

export async function patientsReport(q: Queryable, clinicId: string, p: ReportPeriod) {
  const params = [clinicId, p.from, p.to, p.zone];
  const created = (table: string) => `
      SELECT '${table}' AS what, ${bucketSql(localDay('t.created_at', '$4'), p.group)} AS start
      FROM ${table} t
      WHERE t.clinic_id = $1 AND t.created_at >= ${dayBegins('$2', '$4')} AND t.created_at < ${dayEnds('$3', '$4')}`;
  const registered = q.query<{ start: string; owners: number; pets: number }>(
    `SELECT ${bucketText('r.start')} AS start, (count(*) FILTER (WHERE r.what = 'owners'))::int AS owners,
            (count(*) FILTER (WHERE r.what = 'patients'))::int AS pets
     FROM (${created('owners')} UNION ALL ${created('patients')}) r
     GROUP BY r.start`,
    params,
  );
  // Years completed on the period's last day; a birth date after it counts as under a year.
  const band = `CASE WHEN p.birth_date IS NULL THEN 'unknown'
      WHEN age($2::date, p.birth_date) < interval '1 year' THEN '0-1'
      WHEN age($2::date, p.birth_date) < interval '3 years' THEN '1-3'
      WHEN age($2::date, p.birth_date) < interval '7 years' THEN '3-7'
      WHEN age($2::date, p.birth_date) < interval '11 years' THEN '7-11'
      ELSE '11+' END`;
  const current = q.query<{
    species: string | null;
    sex: string | null;
    band: Band | null;
    by_species: boolean;
    by_sex: boolean;
    by_band: boolean;
    count: number;
  }>(
    `SELECT p.species, p.sex, p.band, GROUPING(p.species) = 0 AS by_species, GROUPING(p.sex) = 0 AS by_sex,
            GROUPING(p.band) = 0 AS by_band, count(*)::int AS count
     FROM (SELECT p.species, p.sex, ${band} AS band FROM patients p WHERE p.clinic_id = $1) p
     GROUP BY GROUPING SETS ((), (p.species), (p.sex), (p.band))`,
    [clinicId, p.to],
  );
  // Seen: a consultation, a lab exam, a grooming service or an attended appointment in the 12 months up
  // to the period's last day (each table's clinic-and-date index, then one distinct count).
  const since = `(($2::date + 1 - interval '12 months')::date::timestamp AT TIME ZONE $3)`;
  const until = dayEnds('$2', '$3');
  const active = q.query<{ active: number }>(
    `SELECT count(DISTINCT s.patient_id)::int AS active FROM (
       SELECT c.patient_id FROM consultations c
       WHERE c.clinic_id = $1 AND c.date >= ${since} AND c.date < ${until}
       UNION ALL
       SELECT l.patient_id FROM lab_exams l
       WHERE l.clinic_id = $1 AND l.date > ($2::date - interval '12 months')::date AND l.date <= $2::date
       UNION ALL
       SELECT g.patient_id FROM grooming_services g
       WHERE g.clinic_id = $1 AND g.date >= ${since} AND g.date < ${until}
       UNION ALL
       SELECT a.patient_id FROM appointments a
       WHERE a.clinic_id = $1 AND a.status = 'attended' AND a.starts_at >= ${since} AND a.starts_at < ${until}
     ) s`,
    [clinicId, p.to, p.zone],
  );
  const [reg, cur, act] = await Promise.all([registered, current, active]);
  const periods = fillBuckets(
    p,
    new Map(reg.rows.map((r) => [r.start, { owners: r.owners, pets: r.pets }])),
    { owners: 0, pets: 0 },
  );
  const groups = cur.rows;
  const count = <K extends string>(rows: typeof groups, key: (r: (typeof groups)[number]) => K | null) =>
    rows
      .map((r) => ({ key: key(r)!, count: r.count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key, 'es'));
  return {
    totals: {
      owners: periods.reduce((sum, r) => sum + r.owners, 0),
      pets: periods.reduce((sum, r) => sum + r.pets, 0),
    },
    periods,
    current: {
      pets: groups.find((r) => !r.by_species && !r.by_sex && !r.by_band)?.count ?? 0,
      active: act.rows[0].active,
      bySpecies: count(
        groups.filter((r) => r.by_species),
        (r) => r.species,
      ).map(({ key, count }) => ({ species: key, count })),
      bySex: count(
        groups.filter((r) => r.by_sex),
        (r) => r.sex,
      ).map(({ key, count }) => ({ sex: key, count })),
      // The bands in their own order, each present.
      byAge: AGE_BANDS.map((band) => ({
        band,
        count: groups.find((r) => r.by_band && r.band === band)?.count ?? 0,
      })),
    },
  };
}
