// The income report: grooming services of a period summed per bucket, per service and per payment type in
// one index range read (grooming_services_clinic_date_idx), with the grooming list's own summary columns.
import type { Queryable } from '../db/pool.js';
import { GROOMING_SERVICES, PAYMENT_TYPES } from '../lists.generated.js';
import { MONEY_COLUMNS, toSummary, type ListedSummary, type MoneyRow } from '../grooming/repo.js';
import {
  bucketSql,
  bucketText,
  dayBegins,
  dayEnds,
  fillBuckets,
  localDay,
  type ReportPeriod,
} from './period.js';

export interface IncomeFilters {
  service?: string;
  paymentType?: string;
  vetId?: string;
}

const NONE: ListedSummary = { count: 0, total: 0, average: 0, bolivares: 0, withRate: 0 };

export async function incomeReport(q: Queryable, clinicId: string, p: ReportPeriod, f: IncomeFilters) {
  const params: unknown[] = [clinicId, p.from, p.to, p.zone];
  const filters = [
    ['g.service', f.service],
    ['g.payment_type', f.paymentType],
    ['g.created_by', f.vetId],
  ]
    .filter(([, value]) => value)
    .map(([column, value]) => `AND ${column} = $${params.push(value)}`)
    .join(' ');
  const sql = `
    SELECT ${bucketText('g.start')} AS start, g.service, g.payment_type,
           GROUPING(g.start) = 0 AS by_start, GROUPING(g.service) = 0 AS by_service, GROUPING(g.payment_type) = 0 AS by_payment, ${MONEY_COLUMNS}
    FROM (
      SELECT ${bucketSql(localDay('g.date', '$4'), p.group)} AS start, g.service, g.payment_type, g.cost,
             g.exchange_rate
      FROM grooming_services g
      WHERE g.clinic_id = $1 AND g.date >= ${dayBegins('$2', '$4')} AND g.date < ${dayEnds('$3', '$4')} ${filters}
    ) g
    GROUP BY GROUPING SETS ((), (g.start), (g.service), (g.payment_type))`;
  type Row = MoneyRow & {
    start: string | null;
    service: string | null;
    payment_type: string | null;
    by_start: boolean;
    by_service: boolean;
    by_payment: boolean;
  };
  const rows = (await q.query<Row>(sql, params)).rows;
  const summary = rows.find((r) => !r.by_start && !r.by_service && !r.by_payment);
  const periods = new Map(rows.filter((r) => r.by_start).map((r) => [r.start!, toSummary(r)]));
  // Every service and payment type of the lists, zeros included (the database accepts no other value).
  const keyed = (known: readonly string[], found: Row[], key: (r: Row) => string | null) => {
    const sums = new Map(found.map((r) => [key(r)!, toSummary(r)]));
    return known.map((k) => ({ key: k, ...(sums.get(k) ?? NONE) }));
  };
  return {
    summary: summary ? toSummary(summary) : NONE,
    periods: fillBuckets(p, periods, NONE),
    byService: keyed(
      GROOMING_SERVICES,
      rows.filter((r) => r.by_service),
      (r) => r.service,
    ).map(({ key, ...money }) => ({ service: key, ...money })),
    byPaymentType: keyed(
      PAYMENT_TYPES,
      rows.filter((r) => r.by_payment),
      (r) => r.payment_type,
    ).map(({ key, ...money }) => ({ paymentType: key, ...money })),
  };
}
