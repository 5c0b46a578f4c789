// What is due (docs/product/clinical.md, «Vaccines and deworming»): pure functions of the pet's
// applications and the clinic's day, so they are tested with fixed dates.

export type DueState = 'overdue' | 'due-soon' | 'up-to-date';

/** «Próxima» from the day itself up to this many days ahead; «Al día» beyond. */
export const DUE_SOON_DAYS = 30;

// Days are the clinic's calendar (lib/clinic-day.ts).
export { clinicDay } from '../lib/clinic-day.js';

/** `day` (`YYYY-MM-DD`) moved by `days`, in the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * What names one product whatever its spelling: case, accents and repeated spaces ignored, so
 * «Antirrábica», «antirrabica» and «ANTIRRÁBICA » are the same vaccine.
 */
export function productKey(product: string): string {
  return product.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** «Vencida» before today, «Próxima» from today to DUE_SOON_DAYS ahead, «Al día» after. */
export function dueState(nextDue: string, today: string): DueState {
  if (nextDue < today) return 'overdue';
  if (nextDue <= addDays(today, DUE_SOON_DAYS)) return 'due-soon';
  return 'up-to-date';
}

/** What the status needs of an application. */
export interface Application {
  _id: string;
  kind: string;
  product: string;
  appliedOn: string;
  nextDue: string | null;
  createdAt: Date;
}

export interface DueStatus {
  kind: string;
  product: string;
  lastAppliedOn: string;
  nextDue: string;
  status: DueState;
  preventiveId: string;
}

/** Later applied, then later recorded (two doses the same day), then the id: one order, always. */
function isLater(a: Application, b: Application): boolean {
  if (a.appliedOn !== b.appliedOn) return a.appliedOn > b.appliedOn;
  const at = a.createdAt.getTime() - b.createdAt.getTime();
  return at !== 0 ? at > 0 : a._id > b._id;
}

/**
 * For each product, its latest application, when that one has a next due day: a dose followed by a
 * later one of the same product has no status of its own, and neither does a latest one without a due
 * day. The most urgent first (earliest next due day), then by product.
 */
export function dueStatuses(applications: readonly Application[], today: string): DueStatus[] {
  const latest = new Map<string, Application>();
  for (const a of applications) {
    const key = productKey(a.product);
    const current = latest.get(key);
    if (!current || isLater(a, current)) latest.set(key, a);
  }
  return [...latest.values()]
    .filter((a): a is Application & { nextDue: string } => a.nextDue !== null)
    .map((a) => ({
      kind: a.kind,
      product: a.product,
      lastAppliedOn: a.appliedOn,
      nextDue: a.nextDue,
      status: dueState(a.nextDue, today),
      preventiveId: a._id,
    }))
    .sort((x, y) => x.nextDue.localeCompare(y.nextDue) || x.product.localeCompare(y.product, 'es'));
}
