// Builds one vet's clinic in memory, deterministically from the seed and "now". Rows carry their own
// ids (uuid) so children can point at parents before anything is written.
import { randomUUID } from 'node:crypto';
import { DEFAULT_SCHEDULE, generateAgenda, type Agenda, type AgendaSchedule } from './agenda.js';
import { longHistoryPet, type LongHistory } from './history.js';
import { caracasDay, DAY_MS, openingHour } from './moments.js';
import type { Random } from './random.js';
import type { Scale } from './scales.js';
import { colleague, person, type Person } from './words-people.js';
import { exchangeRate, examValues, groomingValues } from './words-care.js';
import { GROOMING_SHARE, pet, type PetTraits } from './words-pets.js';

export interface OwnerRow extends Person {
  id: string;
  createdAt: Date;
}
export interface PetRow extends PetTraits {
  id: string;
  ownerId: string;
  birthDate: string;
  mainVet: string;
  referringVet: string;
  createdAt: Date;
}
export type ExamRow = ReturnType<typeof examValues> & {
  patientId: string;
  date: string;
  createdAt: Date;
};
export type ServiceRow = ReturnType<typeof groomingValues> & {
  patientId: string;
  date: Date;
  exchangeRate: string | null;
  createdAt: Date;
};

export interface Clinic {
  owners: OwnerRow[];
  pets: PetRow[];
  exams: ExamRow[];
  services: ServiceRow[];
  /** The dog with a long clinical record, when the scale has one. */
  history: LongHistory | null;
  /** The appointments of the vet and their team, when the scale has them. */
  agenda: Agenda | null;
}

/** Pets in order of registration, to pick one that was already a patient at a given moment. */
function registered(pets: PetRow[]) {
  const sorted = [...pets].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    first: sorted[0].createdAt.getTime(),
    before(rng: Random, at: Date): PetRow {
      let lo = 1; // sorted[0] was registered at `first`, never after `at`
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid].createdAt <= at) lo = mid + 1;
        else hi = mid;
      }
      return sorted[rng.int(0, lo - 1)];
    },
  };
}

/** `schedule`: the clinic's hours and time zone, which its appointments keep to. */
export function generateClinic(
  rng: Random,
  scale: Scale,
  now: Date,
  vetName: string,
  schedule: AgendaSchedule = DEFAULT_SCHEDULE,
): Clinic {
  const end = now.getTime() - 60_000;
  const start = end - scale.years * 365 * DAY_MS;
  const owners: OwnerRow[] = [];
  for (let i = 0; i < scale.owners; i++) {
    owners.push({ id: randomUUID(), ...person(rng), createdAt: openingHour(rng, start, end) });
  }
  owners.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // Every owner brings a first pet the day they register; the rest come later to random owners.
  const pets: PetRow[] = [];
  for (let i = 0; i < scale.pets; i++) {
    const owner = i < owners.length ? owners[i] : rng.pick(owners);
    const since = owner.createdAt.getTime();
    const createdAt = i < owners.length ? new Date(since + 60_000) : openingHour(rng, since, end);
    const traits = pet(rng);
    pets.push({
      ...traits,
      id: randomUUID(),
      ownerId: owner.id,
      birthDate: caracasDay(new Date(createdAt.getTime() - traits.ageDays * DAY_MS)),
      mainVet: vetName,
      referringVet: rng.chance(0.2) ? colleague(rng) : '',
      createdAt,
    });
  }

  // The first dog registered becomes the one with a long record (its exams are part of the scale's).
  let history: LongHistory | null = null;
  const longLived = scale.history ? pets.findIndex((p) => p.species === 'Canino') : -1;
  if (scale.history && longLived >= 0) {
    const made = longHistoryPet(rng, pets[longLived], scale.history, end);
    pets[longLived] = made.pet;
    history = made.history;
  }

  // Visits are spread evenly over the clinic's history; each goes to a pet already registered by then.
  // The long-lived dog has its own exams, exactly as many as its scale says.
  const exams: ExamRow[] = history ? [...history.exams] : [];
  const examPets = registered(
    pets.filter(
      (p) => p.id !== history?.petId && (p.species === 'Canino' || p.species === 'Felino' || rng.chance(0.3)),
    ),
  );
  for (let i = exams.length; i < scale.exams; i++) {
    const createdAt = openingHour(rng, examPets.first, end);
    const p = examPets.before(rng, createdAt);
    exams.push({ ...examValues(rng, p.species), patientId: p.id, date: caracasDay(createdAt), createdAt });
  }

  const likely = pets.filter((p) => rng.next() * 10 < GROOMING_SHARE[p.species]);
  const groomed = registered(likely.length > 0 ? likely : pets);
  const services: ServiceRow[] = [];
  for (let i = 0; i < scale.services; i++) {
    // The last few happened in the hours before now: the dashboard's "today" has something to count.
    const date =
      i < scale.recent
        ? new Date(Math.max(groomed.first, end - (i + 1) * 20 * 60_000))
        : openingHour(rng, groomed.first, end);
    const p = groomed.before(rng, date);
    const values = groomingValues(rng);
    const createdAt = new Date(Math.min(date.getTime() + rng.int(1, 30) * 60_000, end));
    services.push({
      ...values,
      patientId: p.id,
      date,
      exchangeRate: exchangeRate(rng, date, values.paymentType),
      createdAt,
    });
  }
  // Last, so that adding the agenda left the rest of a seed's clinic as it was.
  const patients = registered(pets);
  const agenda = scale.agenda
    ? generateAgenda(
        rng,
        scale.agenda,
        schedule,
        now,
        (r, at, grooming) => (grooming ? groomed : patients).before(r, at).id,
      )
    : null;
  return { owners, pets, exams, services, history, agenda };
}
