// The reports remote's test data, as the API sends it (api/src/reports/README.md, GET /clinic/people),
// and its screens rendered as the shell shows them (imported by tests only).
import type { ReactElement } from 'react';
import type { Role } from '@vet/shared-ui';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { reportsApi } from '../api/reportsApi';
import type {
  ActivityReport,
  ClinicPerson,
  Counts,
  IncomeReport,
  Money,
  PatientsReport,
  VaccinationReport,
} from '../api/types';

/** The clock the tests stop: Friday 27/11/2026, 10:00 in Caracas. */
export const NOW = new Date('2026-11-27T14:00:00Z');

const RANGE = { from: '2026-11-01', to: '2026-11-30', zone: 'America/Caracas', group: 'week' as const };

const money = (count: number, total: number, bolivares = 0, withRate = 0): Money => ({
  count,
  total,
  average: count ? Math.round((total / count) * 100) / 100 : 0,
  bolivares,
  withRate,
});

/** GET /reports/income for November 2026 by week: 12 services, 1.234,50 USD. */
export function incomeReport(overrides: Partial<IncomeReport> = {}): IncomeReport {
  return {
    range: RANGE,
    summary: money(12, 1234.5, 45062.25, 3),
    periods: [
      { start: '2026-11-01', ...money(5, 500) },
      { start: '2026-11-08', ...money(4, 434.5, 45062.25, 3) },
      { start: '2026-11-15', ...money(0, 0) },
      { start: '2026-11-22', ...money(2, 200) },
      { start: '2026-11-29', ...money(1, 100) },
    ],
    byService: [
      { service: 'Corte', ...money(6, 600) },
      { service: 'Baño', ...money(4, 334.5) },
      { service: 'Corte y Baño', ...money(2, 300, 45062.25, 3) },
    ],
    byPaymentType: [
      { paymentType: 'Efectivo', ...money(7, 700) },
      { paymentType: 'Pago Movil', ...money(3, 334.5, 45062.25, 3) },
      { paymentType: 'Zelle', ...money(2, 200) },
      { paymentType: 'Otro', ...money(0, 0) },
    ],
    ...overrides,
  };
}

const counts = (overrides: Partial<Counts> = {}): Counts => ({
  consultations: 0,
  labExams: 0,
  grooming: 0,
  appointments: 0,
  attended: 0,
  noShow: 0,
  cancelled: 0,
  noShowRate: null,
  ...overrides,
});

/** GET /reports/activity for November 2026 by week. */
export function activityReport(overrides: Partial<ActivityReport> = {}): ActivityReport {
  return {
    range: RANGE,
    totals: counts({
      consultations: 40,
      labExams: 9,
      grooming: 12,
      appointments: 20,
      attended: 14,
      noShow: 2,
      cancelled: 4,
      noShowRate: 0.125,
    }),
    periods: [
      { start: '2026-11-01', ...counts({ consultations: 10, labExams: 2, grooming: 5, appointments: 6 }) },
      { start: '2026-11-08', ...counts({ consultations: 12, labExams: 3, grooming: 4, appointments: 5 }) },
      { start: '2026-11-15', ...counts({ consultations: 8, labExams: 1, appointments: 4 }) },
      { start: '2026-11-22', ...counts({ consultations: 7, labExams: 3, grooming: 2, appointments: 5 }) },
      { start: '2026-11-29', ...counts({ consultations: 3, grooming: 1 }) },
    ],
    byVet: [
      {
        vet: { _id: 'vet-1', name: 'Ana Pérez' },
        ...counts({
          consultations: 30,
          labExams: 9,
          appointments: 15,
          attended: 11,
          noShow: 1,
          noShowRate: 0.0833,
        }),
      },
      {
        vet: { _id: 'vet-2', name: 'Luis Gómez' },
        ...counts({ consultations: 10, appointments: 5, attended: 3, noShow: 1, noShowRate: 0.25 }),
      },
      { vet: null, ...counts({ grooming: 12 }) },
    ],
    ...overrides,
  };
}

/** GET /reports/patients for November 2026 by week. */
export function patientsReport(overrides: Partial<PatientsReport> = {}): PatientsReport {
  return {
    range: RANGE,
    totals: { owners: 6, pets: 9 },
    periods: [
      { start: '2026-11-01', owners: 2, pets: 3 },
      { start: '2026-11-08', owners: 1, pets: 2 },
      { start: '2026-11-15', owners: 0, pets: 0 },
      { start: '2026-11-22', owners: 3, pets: 4 },
      { start: '2026-11-29', owners: 0, pets: 0 },
    ],
    current: {
      pets: 152,
      active: 87,
      bySpecies: [
        { species: 'Canino', count: 90 },
        { species: 'Felino', count: 55 },
        { species: 'Ave', count: 7 },
      ],
      bySex: [
        { sex: 'Macho', count: 80 },
        { sex: 'Hembra', count: 72 },
      ],
      byAge: [
        { band: '0-1', count: 20 },
        { band: '1-3', count: 35 },
        { band: '3-7', count: 50 },
        { band: '7-11', count: 25 },
        { band: '11+', count: 12 },
        { band: 'unknown', count: 10 },
      ],
    },
    ...overrides,
  };
}

/** GET /reports/vaccination on 27/11/2026. */
export function vaccinationReport(overrides: Partial<VaccinationReport> = {}): VaccinationReport {
  return {
    today: '2026-11-27',
    pets: 152,
    kinds: [
      { kind: 'vaccine', upToDate: 101, overdue: 31, never: 20 },
      { kind: 'deworming', upToDate: 64, overdue: 48, never: 40 },
    ],
    ...overrides,
  };
}

/** GET /clinic/people. */
export const clinicPeople: ClinicPerson[] = [
  { _id: 'vet-1', name: 'Ana Pérez', role: 'admin', cmv: '1234' },
  { _id: 'vet-2', name: 'Luis Gómez', role: 'vet', cmv: '5678' },
  { _id: 'vet-3', name: 'Marta Ruiz', role: 'assistant', cmv: '' },
];

/** The route pattern the screen is rendered under, the URL opened, and who is signed in (the clinic's
 *  administrator by default). */
interface ScreenAddress {
  path?: string;
  route?: string;
  as?: Role;
}

/** One of this remote's screens as the shell shows it: a store holding this remote's API, at `route`. */
export function renderScreen(
  ui: ReactElement,
  { path = '/reports', route = path, as = 'admin' }: ScreenAddress = {},
) {
  return renderWithStore(ui, { apis: [reportsApi], path, route, session: memberSession(as) });
}
