// One dog with a long clinical record (issue 26's bench: a pet's history and its charts with 200
// consultations and 50 exams): registered as a puppy when the clinic's history starts, seen about
// twenty times a year since, weighed at every visit (its weight curve: growing, then an adult's ups and
// downs), with its puppy series, yearly vaccines and deworming.
import { randomUUID } from 'node:crypto';
import type { ConsultationFields } from '../clinical/input.js';
import { PREVENTIVE_PRODUCTS } from '../lists.generated.js';
import type { PreventiveFields } from '../preventives/input.js';
import type { ExamRow, PetRow } from './generate.js';
import { caracasDay, DAY_MS, openingHour } from './moments.js';
import type { Random } from './random.js';
import { examValues } from './words-care.js';
import { addDays, dogVisit } from './words-clinical.js';

export interface HistoryScale {
  consultations: number;
  /** Taken from the scale's exams: the clinic's total stays the same. */
  exams: number;
}

export interface LongHistory {
  petId: string;
  consultations: { id: string; data: ConsultationFields; createdAt: Date }[];
  exams: ExamRow[];
  preventives: { data: PreventiveFields; createdAt: Date }[];
}

const PUPPY_DAYS = 90; // its age when first brought in
const interval = (name: string) => PREVENTIVE_PRODUCTS.find((p) => p.name === name)!.intervalDays;

/** kg at `ageDays`: a Labrador's growth to `adultKg` by about 18 months, then slow swings and old age. */
function weightAt(rng: Random, ageDays: number, adultKg: number, phase: number): number {
  const years = ageDays / 365;
  const grown = adultKg * (1 - Math.exp(-ageDays / 30 / 6));
  const swing = years > 2 ? 2.5 * Math.sin((2 * Math.PI * years) / 5 + phase) : 0;
  const old = years > 9 ? -1.2 * (years - 9) : 0;
  return Math.max(1, Math.round((grown + swing + old + rng.decimal(-0.3, 0.3, 1)) * 10) / 10);
}

/** Applications of one product: the first on `first`, each next `gap()` days after, up to `lastDay`. */
function applications(
  rng: Random,
  product: string,
  kind: PreventiveFields['kind'],
  first: string,
  lastDay: string,
  gap: () => number,
): PreventiveFields[] {
  const out: PreventiveFields[] = [];
  for (let day = first; day <= lastDay; day = addDays(day, gap())) {
    const lot = `${rng.pick(['A', 'B', 'K', 'L', 'P'])}${rng.digits(6)}`;
    out.push({ kind, product, lot, appliedOn: day, nextDue: addDays(day, interval(product)), notes: '' });
  }
  return out;
}

function preventives(rng: Random, registeredDay: string, lastDay: string): PreventiveFields[] {
  const puppy = 'Puppy (parvovirus y moquillo)';
  const series = applications(rng, puppy, 'vaccine', registeredDay, lastDay, () => interval(puppy)).slice(
    0,
    3,
  );
  if (series.length === 3) series[2].nextDue = null; // the yearly vaccine follows the series
  const yearly = () => 365 + rng.int(-10, 30);
  return [
    ...series,
    ...applications(rng, 'Séxtuple canina (DHPPi+L)', 'vaccine', addDays(registeredDay, 63), lastDay, yearly),
    ...applications(rng, 'Antirrábica', 'vaccine', addDays(registeredDay, 90), lastDay, yearly),
    ...applications(rng, 'Desparasitante interno', 'deworming', addDays(registeredDay, 14), lastDay, () =>
      rng.int(100, 200),
    ),
  ];
}

/**
 * Makes `pet` (registered at the start of the history) a Labrador puppy with a long record up to `end`:
 * returns the pet as it now is (weighing what its last consultation says) and its records.
 */
export function longHistoryPet(
  rng: Random,
  pet: PetRow,
  scale: HistoryScale,
  end: number,
): { pet: PetRow; history: LongHistory } {
  const since = pet.createdAt.getTime();
  const born = since - PUPPY_DAYS * DAY_MS;
  const adultKg = rng.decimal(28, 33, 1);
  const phase = rng.decimal(0, 2 * Math.PI, 2);
  // The first visit is the day it was registered; the others fall anywhere after.
  const dates = [new Date(Math.min(since + 30 * 60_000, end))];
  for (let i = 1; i < scale.consultations; i++) dates.push(openingHour(rng, since, end));
  dates.sort((a, b) => a.getTime() - b.getTime());
  const consultations = dates.map((date) => {
    const weightKg = weightAt(rng, (date.getTime() - born) / DAY_MS, adultKg, phase);
    const createdAt = new Date(Math.min(date.getTime() + rng.int(5, 40) * 60_000, end));
    return { id: randomUUID(), data: dogVisit(rng, date, caracasDay(date), weightKg), createdAt };
  });
  const exams: ExamRow[] = [];
  for (let i = 0; i < scale.exams; i++) {
    const createdAt = openingHour(rng, since, end);
    exams.push({ ...examValues(rng, 'Canino'), patientId: pet.id, date: caracasDay(createdAt), createdAt });
  }
  const applied = preventives(rng, caracasDay(pet.createdAt), caracasDay(new Date(end)));
  const last = consultations[consultations.length - 1];
  return {
    pet: {
      ...pet,
      species: 'Canino',
      breed: 'Labrador',
      birthDate: caracasDay(new Date(born)),
      weight: last ? String(last.data.weightKg) : pet.weight,
      ageDays: PUPPY_DAYS,
    },
    history: {
      petId: pet.id,
      consultations,
      exams,
      preventives: applied.map((data) => ({
        data,
        // Recorded the day it was applied, late morning in Caracas (15:00 UTC), never after `end`.
        createdAt: new Date(Math.min(Date.parse(`${data.appliedOn}T15:00:00Z`), end)),
      })),
    },
  };
}
