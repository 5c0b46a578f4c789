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
  },
} satisfies Record<string, Scale>;

export type ScaleName = keyof typeof SCALES;
