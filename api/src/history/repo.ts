import type { Queryable } from '../db/pool.js';
import type { PageRequest } from '../http/paging.js';
import { toHistoryItem, type HistoryItem, type HistoryRow } from './items.js';
import type { HistoryKind } from './schemas.js';

/**
 * One SELECT per source table, each reading one pet's rows along its own index, newest first:
 * consultations by their instant, preventives (preventives_patient_idx) and exams
 * (lab_exams_patient_date_idx) by their day, grooming (grooming_services_patient_idx) by its instant.
 * Every branch yields the same columns: kind, id, day, at (null for days), created_at and the texts.
 * $1 is the clinic, $2 the pet; `kinds` narrows the preventives' branch. An instant's day is counted in
 * the clinic's time zone, bound as the parameter `zone` names (`zoned` branches only: PostgreSQL refuses
 * a parameter no branch uses).
 */
interface Source {
  kinds: HistoryKind[];
  zoned?: boolean;
  select: (kinds: HistoryKind[], zone: string) => string;
  order: string;
}

const SOURCES: Source[] = [
  {
    kinds: ['consultation'],
    zoned: true,
    select: (_, zone) => `SELECT 'consultation' AS kind, c.id, (c.date AT TIME ZONE ${zone})::date AS day,
        c.date AS at, c.created_at, c.reason AS name, c.definitive_diagnosis AS detail,
        c.presumptive_diagnosis AS extra, NULL::float8 AS value
      FROM consultations c WHERE c.clinic_id = $1 AND c.patient_id = $2`,
    order: 'c.date DESC, c.created_at DESC, c.id DESC',
  },
  {
    kinds: ['vaccine', 'deworming'],
    select: (kinds) => `SELECT r.kind, r.id, r.applied_on AS day, NULL::timestamptz AS at, r.created_at,
        r.product AS name, to_char(r.next_due, 'YYYY-MM-DD') AS detail, NULL AS extra, NULL::float8 AS value
      FROM preventives r WHERE r.clinic_id = $1 AND r.patient_id = $2${
        kinds.length === 1 ? ` AND r.kind = '${kinds[0]}'` : ''
      }`,
    order: 'r.applied_on DESC, r.created_at DESC, r.id DESC',
  },
  {
    kinds: ['lab_exam'],
    select: () => `SELECT 'lab_exam' AS kind, e.id, e.date AS day, NULL::timestamptz AS at, e.created_at,
        NULL AS name, NULL AS detail, NULL AS extra, e.hematocrit::float8 AS value
      FROM lab_exams e WHERE e.clinic_id = $1 AND e.patient_id = $2`,
    order: 'e.date DESC, e.created_at DESC, e.id DESC',
  },
  {
    kinds: ['grooming'],
    zoned: true,
    select: (_, zone) => `SELECT 'grooming' AS kind, g.id, (g.date AT TIME ZONE ${zone})::date AS day,
        g.date AS at, g.created_at, g.service AS name, g.specifications AS detail, NULL AS extra,
        NULL::float8 AS value
      FROM grooming_services g WHERE g.clinic_id = $1 AND g.patient_id = $2`,
    order: 'g.date DESC, g.created_at DESC, g.id DESC',
  },
];

/** The branches a filter keeps, each with the kinds it yields under it. */
function sourcesFor(kind: HistoryKind | undefined): { source: Source; kinds: HistoryKind[] }[] {
  return SOURCES.flatMap((source) => {
    const kinds = kind ? source.kinds.filter((k) => k === kind) : source.kinds;
    return kinds.length ? [{ source, kinds }] : [];
  });
}

/** The branches' SELECTs, the clinic's zone appended to `params` when one of them counts a day in it. */
function selects(kind: HistoryKind | undefined, zone: string, params: unknown[]) {
  const sources = sourcesFor(kind);
  if (sources.some(({ source }) => source.zoned)) params.push(zone);
  const at = `$${params.length}`;
  return sources.map(({ source, kinds }) => ({ source, sql: source.select(kinds, at) }));
}

/**
 * One page of the pet's history (exported so a test and the bench can EXPLAIN it). Newest first by
 * day, then by instant (a record that keeps only its day comes first within that day: its hour is not
 * known), then by when it was recorded, the id breaking ties. Each branch is cut to the rows the page
 * could need (offset + limit, in its index's order, which is the page's order restricted to that branch),
 * so only those few are merged and sorted, however long the pet's history.
 */
export function historyPageQuery(
  clinicId: string,
  patientId: string,
  kind: HistoryKind | undefined,
  page: PageRequest,
  zone: string,
) {
  const params: unknown[] = [clinicId, patientId, page.offset + page.limit, page.limit, page.offset];
  const branches = selects(kind, zone, params).map(
    ({ source, sql }) => `(${sql} ORDER BY ${source.order} LIMIT $3)`,
  );
  const sql = `SELECT h.kind, h.id, to_char(h.day, 'YYYY-MM-DD') AS day, h.at, h.name, h.detail, h.extra, h.value
    FROM (${branches.join(' UNION ALL ')}) h
    ORDER BY h.day DESC, h.at DESC NULLS FIRST, h.created_at DESC, h.id DESC LIMIT $4 OFFSET $5`;
  return { sql, params };
}

/** How many events the filter keeps: one count per branch, each an index range. */
export function historyCountQuery(
  clinicId: string,
  patientId: string,
  kind: HistoryKind | undefined,
  zone: string,
) {
  const params: unknown[] = [clinicId, patientId];
  const counts = selects(kind, zone, params).map(({ sql }) => `(SELECT count(*) FROM (${sql}) b)`);
  return { sql: `SELECT (${counts.join(' + ')})::int AS total`, params };
}

export async function historyPage(
  q: Queryable,
  clinicId: string,
  patientId: string,
  kind: HistoryKind | undefined,
  page: PageRequest,
  zone: string,
): Promise<HistoryItem[]> {
  const { sql, params } = historyPageQuery(clinicId, patientId, kind, page, zone);
  return (await q.query<HistoryRow>(sql, params)).rows.map(toHistoryItem);
}

export async function countHistory(
  q: Queryable,
  clinicId: string,
  patientId: string,
  kind: HistoryKind | undefined,
  zone: string,
): Promise<number> {
  const { sql, params } = historyCountQuery(clinicId, patientId, kind, zone);
  return (await q.query<{ total: number }>(sql, params)).rows[0].total;
}
