/** How much a seeded vet holds. `recent`: services in the last hours, so the dashboard shows some today. */
export interface Scale {
  owners: number;
  pets: number;
  exams: number;
  services: number;
  /** How far back the clinic's history goes. */
  years: number;
  recent: number;
}

export const SCALES = {
  // Issue 9's clinic: ten years of a busy practice.
  clinic: { owners: 5000, pets: 8000, exams: 20_000, services: 40_000, years: 10, recent: 6 },
  // A small set to look around the screens with.
  demo: { owners: 25, pets: 40, exams: 60, services: 120, years: 1, recent: 4 },
} satisfies Record<string, Scale>;

export type ScaleName = keyof typeof SCALES;
