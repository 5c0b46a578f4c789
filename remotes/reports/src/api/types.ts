// The records as the reports API sends them (api/src/reports/README.md), and the clinic's people
// (GET /clinic/people, api/src/clinics).

export type Group = 'day' | 'week' | 'month';

/** The period the answer counts: calendar days, both included, in the clinic's zone. */
export interface ReportRange {
  from: string;
  to: string;
  zone: string;
  group: Group;
}

/** Income of some grooming services, USD with 2 decimals; `bolivares` of the `withRate` that recorded a rate. */
export interface Money {
  count: number;
  total: number;
  average: number;
  bolivares: number;
  withRate: number;
}

export interface IncomeReport {
  range: ReportRange;
  summary: Money;
  periods: (Money & { start: string })[];
  byService: (Money & { service: string })[];
  byPaymentType: (Money & { paymentType: string })[];
}

export interface Counts {
  consultations: number;
  labExams: number;
  grooming: number;
  appointments: number;
  attended: number;
  noShow: number;
  cancelled: number;
  /** noShow / (attended + noShow), 0..1; null without any. */
  noShowRate: number | null;
}

export interface ActivityReport {
  range: ReportRange;
  totals: Counts;
  periods: (Counts & { start: string })[];
  /** null: «Sin asignar». */
  byVet: (Counts & { vet: { _id: string; name: string } | null })[];
}

export type AgeBand = '0-1' | '1-3' | '3-7' | '7-11' | '11+' | 'unknown';

export interface PatientsReport {
  range: ReportRange;
  totals: { owners: number; pets: number };
  periods: { start: string; owners: number; pets: number }[];
  current: {
    pets: number;
    active: number;
    bySpecies: { species: string; count: number }[];
    bySex: { sex: string | null; count: number }[];
    byAge: { band: AgeBand; count: number }[];
  };
}

export type PreventiveKind = 'vaccine' | 'deworming';

export interface VaccinationReport {
  today: string;
  pets: number;
  kinds: { kind: PreventiveKind; upToDate: number; overdue: number; never: number }[];
}

/** One of GET /clinic/people: an active member of the clinic, of any role. */
export interface ClinicPerson {
  _id: string;
  name: string;
  role: string;
  cmv: string;
}

/** What a report with a period is asked for (the filters a report does not take are left out). */
export interface ReportQuery {
  from: string;
  to: string;
  group: Group;
  vetId?: string;
  service?: string;
  paymentType?: string;
}
