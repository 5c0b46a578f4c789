import type { AgendaScale } from './agenda.js';
import type { HistoryScale } from './history.js';

/** How much a seeded vet holds. `recent`: services in the last hours, so the dashboard shows some today. */
export interface Scale {
  owners: number;
  pets: number;
  exams: number;
  services: number;
  /** How far back the clinic's history goes. */
  years: number;
  recent: number;
  /** One dog's long clinical record (consultations, its exams out of `exams`, vaccines and deworming). */
  history: HistoryScale | null;
  /** The appointments of the vet and the colleagues the seed adds to the clinic. */
  agenda: AgendaScale | null;
}

export const SCALES = {
  // Issue 9's clinic: ten years of a busy practice.
  // Its long-lived dog is issue 26's bench: a history of 200 consultations and 50 exams.
  clinic: {
    owners: 5000,
    pets: 8000,
    exams: 20_000,
    services: 40_000,
    years: 10,
    recent: 6,
    history: { consultations: 200, exams: 50 },
    // Issue 27's agenda: two more vets and a groomer, a year and some of appointments and six weeks
    // ahead (as many as bench/query-plans.mjs reads plans on); today full for all four.
    agenda: { team: ['vet', 'vet', 'groomer'], appointments: 20_000, aheadDays: 42 },
  },
  // A small set to look around the screens with.
  demo: {
    owners: 25,
    pets: 40,
    exams: 60,
    services: 120,
    years: 1,
    recent: 4,
    history: { consultations: 12, exams: 4 },
    agenda: { team: ['vet', 'groomer'], appointments: 600, aheadDays: 14 },
  },
} satisfies Record<string, Scale>;

export type ScaleName = keyof typeof SCALES;
