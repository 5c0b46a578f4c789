import { insertRows, type BulkColumn } from '../db/bulk-insert.js';
import type { Queryable } from '../db/pool.js';
import { allWordsIn } from '../db/search.js';
import type { PageRequest } from '../http/paging.js';
import { staleOrMissing } from '../http/versions.js';
import type { ServiceData } from './input.js';
import { SERVICE_NOT_FOUND_MSG } from './schemas.js';

interface ServiceRow {
  id: string;
  date: Date;
  service: string;
  specifications: string;
  observations: string;
  cost: string;
  payment_type: string;
  exchange_rate: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  patient_id: string;
  patient_name: string;
  patient_species: string;
  patient_breed: string;
}

/** Which services a list holds: a period (from inclusive, to exclusive, either open), one pet's, a search. */
export interface Period {
  from?: Date;
  to?: Date;
  patientId?: string;
  words?: string[];
}

/** Where each dashboard period starts and where they all end (inclusive). */
export interface CountStarts {
  today: Date;
  week: Date;
  month: Date;
  now: Date;
}

// One query with the pet joined, whatever the number of services; `source` is the table or a CTE
// holding the row just written. Never SELECT *: clinic_id stays inside.
function selectFrom(source: string): string {
  return `
  SELECT g.id, g.date, g.service, g.specifications, g.observations, g.cost::text AS cost, g.payment_type,
         g.exchange_rate::text AS exchange_rate, g.created_at, g.updated_at, g.version,
         p.id AS patient_id, p.name AS patient_name, p.species AS patient_species, p.breed AS patient_breed
  FROM ${source} g JOIN patients p ON p.id = g.patient_id AND p.clinic_id = g.clinic_id`;
}
// Follows grooming_services_clinic_date_idx, so a period is read in order without a sort.
const NEWEST_FIRST = 'ORDER BY g.date DESC, g.created_at DESC, g.id DESC';

/**
 * The API shape. numeric arrives as decimal text ("12.50"); Number() gives the double nearest to it
 * (12.5), which prints back as the same 2 decimals.
 */
export function toService(row: ServiceRow) {
  return {
    _id: row.id,
    patientId: {
      _id: row.patient_id,
      name: row.patient_name,
      species: row.patient_species,
      breed: row.patient_breed,
    },
    date: row.date,
    service: row.service,
    specifications: row.specifications,
    observations: row.observations,
    cost: Number(row.cost),
    paymentType: row.payment_type,
    exchangeRate: row.exchange_rate === null ? null : Number(row.exchange_rate),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

export type Service = ReturnType<typeof toService>;

function where(clinicId: string, f: Period, params: unknown[]): string {
  params.push(clinicId);
  let filter = 'WHERE g.clinic_id = $1';
  if (f.patientId) {
    params.push(f.patientId);
    filter += ` AND g.patient_id = $${params.length}`;
  }
  if (f.from) {
    params.push(f.from);
    filter += ` AND g.date >= $${params.length}`;
  }
  if (f.to) {
    params.push(f.to);
    filter += ` AND g.date < $${params.length}`;
  }
  if (f.words?.length) filter += ` AND ${allWordsIn('g.search_text', f.words, params)}`;
  return filter;
}

/**
 * The SQL and parameters of a list (exported so tests and bench/query-plans.mjs can EXPLAIN it): a
 * period is one range of grooming_services_clinic_date_idx, a pet's services one of
 * grooming_services_patient_idx, a search goes through grooming_services_search_trgm_idx.
 */
export function listQuery(
  clinicId: string,
  f: Period,
  page?: PageRequest,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  let sql = `${selectFrom('grooming_services')} ${where(clinicId, f, params)} ${NEWEST_FIRST}`;
  if (page) {
    params.push(page.limit, page.offset);
    sql += ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  return { sql, params };
}

export async function listServices(
  q: Queryable,
  clinicId: string,
  f: Period,
  page?: PageRequest,
): Promise<Service[]> {
  const { sql, params } = listQuery(clinicId, f, page);
  return (await q.query<ServiceRow>(sql, params)).rows.map(toService);
}

/** What a paged list's summary cards show: sums over every match, not only the page. */
export interface ListedSummary {
  count: number;
  /** USD. */
  total: number;
  /** USD per service, rounded to the cent; 0 with no services. */
  average: number;
  /** Bs.: cost × exchangeRate of the services with a rate, each rounded to the cent as the screen does. */
  bolivares: number;
  withRate: number;
}

/**
 * The summary's columns over grooming services `g`: counted and added up by the database (numeric, in
 * cents: 0.10 + 0.20 is exactly 0.30). The list's summary cards and the income report (reports/) read the
 * same columns, so their totals agree to the cent.
 */
export const MONEY_COLUMNS = `count(*)::int AS count,
         coalesce(sum(g.cost * 100), 0)::bigint::text AS cents,
         coalesce(sum(round(g.cost * 100 * g.exchange_rate)) FILTER (WHERE g.exchange_rate > 0), 0)::text
           AS bolivar_cents,
         (count(*) FILTER (WHERE g.exchange_rate > 0))::int AS with_rate`;

export interface MoneyRow {
  count: number;
  cents: string;
  bolivar_cents: string;
  with_rate: number;
}

export function toSummary(row: MoneyRow): ListedSummary {
  const cents = Number(row.cents);
  return {
    count: row.count,
    total: cents / 100,
    average: row.count ? Math.round(cents / row.count) / 100 : 0,
    bolivares: Number(row.bolivar_cents) / 100,
    withRate: row.with_rate,
  };
}

/** Counts and adds up the list in the database. */
export async function summarizeListed(q: Queryable, clinicId: string, f: Period): Promise<ListedSummary> {
  const params: unknown[] = [];
  const sql = `SELECT ${MONEY_COLUMNS} FROM grooming_services g ${where(clinicId, f, params)}`;
  return toSummary((await q.query<MoneyRow>(sql, params)).rows[0]);
}

export async function findService(q: Queryable, clinicId: string, id: string): Promise<Service | undefined> {
  const sql = `${selectFrom('grooming_services')} WHERE g.clinic_id = $1 AND g.id = $2`;
  const row = (await q.query<ServiceRow>(sql, [clinicId, id])).rows[0];
  return row && toService(row);
}

export async function patientExists(q: Queryable, clinicId: string, patientId: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM patients WHERE id = $1 AND clinic_id = $2', [
    patientId,
    clinicId,
  ]);
  return rowCount === 1;
}

/**
 * Inserts only when the vet has that pet (the SELECT finds nothing otherwise), in one statement, so a
 * pet deleted meanwhile cannot slip through. undefined when there is no such pet.
 */
export async function insertService(
  q: Queryable,
  clinicId: string,
  patientId: string,
  d: ServiceData,
  now: Date,
): Promise<Service | undefined> {
  const { rows } = await q.query<ServiceRow>(
    `WITH g AS (
       INSERT INTO grooming_services (clinic_id, patient_id, date, service, specifications, observations, cost,
         payment_type, exchange_rate, created_at, updated_at)
       SELECT p.clinic_id, p.id, $3, $4, $5, $6, $7, $8, $9, $10, $10
       FROM patients p WHERE p.id = $2 AND p.clinic_id = $1
       RETURNING *
     ) ${selectFrom('g')}`,
    [clinicId, patientId, ...dataParams(d), now],
  );
  return rows[0] && toService(rows[0]);
}

/** A service written whole, its pet's id and both stamps given (a restore keeps the stamps). */
export interface ServiceRecord {
  patientId: string;
  data: ServiceData;
  createdAt: Date;
  updatedAt: Date;
}

// In the order of dataParams().
const RECORD_COLUMNS: BulkColumn[] = [
  ['patient_id', 'uuid'],
  ['date', 'timestamptz'],
  ['service', 'text'],
  ['specifications', 'text'],
  ['observations', 'text'],
  ['cost', 'numeric'],
  ['payment_type', 'text'],
  ['exchange_rate', 'numeric'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

export async function insertServiceRecords(
  q: Queryable,
  clinicId: string,
  services: ServiceRecord[],
): Promise<void> {
  const rows = services.map((s) => [
    s.patientId,
    ...dataParams(s.data).map((value) => (value instanceof Date ? value.toISOString() : value)),
    s.createdAt.toISOString(),
    s.updatedAt.toISOString(),
  ]);
  await insertRows(q, 'grooming_services', clinicId, RECORD_COLUMNS, rows);
}

/**
 * Replaces every field (the edit form sends the whole service) while it is still at `version`, the
 * one the form loaded, and adds one to it; a 404 or a 409 (changed meanwhile) otherwise.
 */
export async function updateService(
  q: Queryable,
  clinicId: string,
  id: string,
  version: number,
  d: ServiceData,
  now: Date,
): Promise<Service> {
  const { rows } = await q.query<ServiceRow>(
    `WITH g AS (
       UPDATE grooming_services SET date = $3, service = $4, specifications = $5, observations = $6,
         cost = $7, payment_type = $8, exchange_rate = $9, updated_at = $10, version = version + 1
       WHERE id = $2 AND clinic_id = $1 AND version = $11
       RETURNING *
     ) ${selectFrom('g')}`,
    [clinicId, id, ...dataParams(d), now, version],
  );
  if (!rows[0]) throw await staleOrMissing(q, 'grooming_services', clinicId, id, SERVICE_NOT_FOUND_MSG);
  return toService(rows[0]);
}

export async function deleteService(q: Queryable, clinicId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM grooming_services WHERE id = $1 AND clinic_id = $2', [
    id,
    clinicId,
  ]);
  return rowCount === 1;
}

/**
 * The dashboard's three counts in one range scan: from the earliest start up to `now` inclusive, each
 * count keeping the rows from its own start on (exported so a test can EXPLAIN it).
 */
export function countQuery(clinicId: string, s: CountStarts): { sql: string; params: unknown[] } {
  const earliest = new Date(Math.min(s.today.getTime(), s.week.getTime(), s.month.getTime()));
  return {
    sql: `SELECT count(*) FILTER (WHERE date >= $2)::int AS today,
                 count(*) FILTER (WHERE date >= $3)::int AS week,
                 count(*) FILTER (WHERE date >= $4)::int AS month
          FROM grooming_services WHERE clinic_id = $1 AND date >= $5 AND date <= $6`,
    params: [clinicId, s.today, s.week, s.month, earliest, s.now],
  };
}

export async function countServices(
  q: Queryable,
  clinicId: string,
  s: CountStarts,
): Promise<{ today: number; week: number; month: number }> {
  const { sql, params } = countQuery(clinicId, s);
  return (await q.query<{ today: number; week: number; month: number }>(sql, params)).rows[0];
}

function dataParams(d: ServiceData): unknown[] {
  return [d.date, d.service, d.specifications, d.observations, d.cost, d.paymentType, d.exchangeRate];
}
