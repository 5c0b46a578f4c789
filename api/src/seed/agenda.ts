// The clinic's agenda (issue 27): the seeded vet and their team's appointments over the past months and
// the coming weeks, within the clinic's opening hours (its schedule, in its time zone), one after the
// other for each person (never two active ones at once: `appointments_no_overlap`), with the statuses
// their time gives them. The first open day from today with two hours still ahead (today, mostly) is
// full: the page-load bench's agenda (bench/page-load.mjs).
import { randomUUID } from 'node:crypto';
import type { DayHours, OpeningHours } from '../appointments/rules.js';
import type { AppointmentKind } from '../appointments/repo.js';
import type { APPOINTMENT_STATUSES } from '../lists.generated.js';
import { lines } from './lists.js';
import { DAY_MS } from './moments.js';
import type { Random } from './random.js';

type Status = (typeof APPOINTMENT_STATUSES)[number];

/** The part of the clinic's schedule the agenda follows (clinic_schedules). */
export interface AgendaSchedule {
  timeZone: string;
  slotMinutes: number;
  openingHours: OpeningHours;
}

/** Migration 018's default schedule (a clinic the seed founds has it). */
export const DEFAULT_SCHEDULE: AgendaSchedule = {
  timeZone: 'America/Caracas',
  slotMinutes: 30,
  openingHours: [
    ...Array.from({ length: 5 }, () => ({ open: '08:00', close: '18:00' })),
    { open: '08:00', close: '12:00' },
    null,
  ],
};

export interface AgendaScale {
  /** The seeded vet's colleagues who attend appointments, by role (the seed makes their accounts). */
  team: readonly ('vet' | 'groomer')[];
  /** About how many appointments in all: the coming weeks', then past days back until this many. */
  appointments: number;
  /** How many days ahead the agenda is booked. */
  aheadDays: number;
}

/** Who set a status: the front desk (the seeded vet), the person who attends it, or the owner's link. */
export type ChangedBy = 'desk' | 'person' | 'owner';

export interface AppointmentRow {
  id: string;
  /** 0: the seeded vet; 1…: `team`'s members, in order. */
  person: number;
  patientId: string;
  kind: AppointmentKind;
  startsAt: Date;
  endsAt: Date;
  status: Status;
  notes: string;
  createdAt: Date;
  updatedAt: Date;
  /** Every status it went through, its booking first (appointment_status_changes). */
  changes: { status: Status; by: ChangedBy; at: Date }[];
}

export interface Agenda {
  appointments: AppointmentRow[];
  /** The full day (`YYYY-MM-DD`, the clinic's calendar). */
  busyDay: string;
  people: number;
}

const NOTES = lines(`
  Ayuno de 12 horas
  Traer el carnet de vacunas
  Primera consulta
  Control postoperatorio
  Retirar puntos
  Baño medicado
  Paciente nervioso, usar bozal
  Trae resultados de laboratorio
  Corte de uñas también
  Revisar oído izquierdo
`);

// Each kind's usual length; rounded up to whole slots.
const VET_KINDS = { consultation: 55, vaccination: 15, checkup: 15, surgery: 6, other: 9 } as const;
const MINUTES: Record<AppointmentKind, readonly number[]> = {
  consultation: [30],
  vaccination: [15, 30],
  checkup: [20, 30],
  surgery: [60, 90, 120],
  grooming: [60, 90],
  other: [30, 60],
};

const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOfUtc(utcDay(day) + n * DAY_MS);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const weekday = (day: string) => (new Date(utcDay(day)).getUTCDay() + 6) % 7;

/** The clinic's wall clock: the instant of a day's minute, and an instant's day and minute. */
function wallClock(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  /** Wall-clock minus UTC at `at`, in ms. */
  const offsetAt = (at: number) => {
    const p = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
    const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
    return wall - Math.floor(at / 60_000) * 60_000;
  };
  const offsets = new Map<string, number>();
  return {
    /** The instant of `minutes` after midnight of `day` (at the day's noon offset: clocks move at night). */
    at(day: string, minutes: number): Date {
      let offset = offsets.get(day);
      if (offset === undefined) offsets.set(day, (offset = offsetAt(utcDay(day) + 12 * 3_600_000)));
      return new Date(utcDay(day) + minutes * 60_000 - offset);
    },
    dayAndMinute(at: Date): { day: string; minute: number } {
      const wall = at.getTime() + offsetAt(at.getTime());
      return { day: dayOfUtc(wall), minute: Math.floor((wall % DAY_MS) / 60_000) };
    },
  };
}

/** Picks a pet that was a patient at the moment given (the groomer's from the pets groomed). */
export type PetPicker = (rng: Random, at: Date, grooming: boolean) => string;

/**
 * The agenda around `now`: the coming `aheadDays` (fuller the nearer, the busy day full), then past days
 * back from yesterday (about three quarters full) until `appointments` in all.
 */
export function generateAgenda(
  rng: Random,
  scale: AgendaScale,
  schedule: AgendaSchedule,
  now: Date,
  pickPet: PetPicker,
): Agenda {
  const clock = wallClock(schedule.timeZone);
  const slot = schedule.slotMinutes;
  const roles = ['vet', ...scale.team] as const;
  const today = clock.dayAndMinute(now);
  const hoursOf = (day: string): DayHours => schedule.openingHours[weekday(day)];
  // The full day: today while two hours of it are left, else the next open day.
  let busyDay = today.day;
  for (let i = 0; i < 14; i++) {
    const day = addDays(today.day, i);
    const hours = hoursOf(day);
    if (hours && (i > 0 || minutesOf(hours.close) - today.minute >= 120)) {
      busyDay = day;
      break;
    }
  }
  const appointments: AppointmentRow[] = [];

  const fillDay = (day: string, occupancy: number) => {
    const hours = hoursOf(day);
    if (!hours) return;
    const open = minutesOf(hours.open);
    const close = minutesOf(hours.close);
    roles.forEach((role, person) => {
      for (let t = open; t + slot <= close && appointments.length < scale.appointments;) {
        if (!rng.chance(occupancy)) {
          t += slot;
          continue;
        }
        let kind: AppointmentKind = role === 'groomer' ? 'grooming' : rng.weighted(VET_KINDS);
        // Surgeries in the morning; a long one that would pass closing time becomes a consultation.
        if (kind === 'surgery' && t >= 12 * 60) kind = 'consultation';
        let minutes = Math.ceil(rng.pick(MINUTES[kind]) / slot) * slot;
        if (t + minutes > close) [kind, minutes] = role === 'groomer' ? [kind, slot] : ['consultation', slot];
        appointments.push(appointment(rng, clock, now, pickPet, { person, kind, day, t, minutes }));
        t += minutes;
      }
    });
  };

  for (let i = 0; i <= scale.aheadDays; i++) {
    const day = addDays(today.day, i);
    fillDay(day, day === busyDay ? 0.9 : Math.max(0.15, 0.85 - 0.02 * i));
  }
  // Three years back at most: hours too short for a slot, or a week all closed, book nothing.
  const oldest = addDays(today.day, -3 * 365);
  for (let day = addDays(today.day, -1); appointments.length < scale.appointments && day > oldest;) {
    fillDay(day, rng.decimal(0.6, 0.9, 2));
    day = addDays(day, -1);
  }
  appointments.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { appointments, busyDay, people: roles.length };
}

/** One appointment and its statuses: the past ones attended, missed or cancelled, the coming ones booked. */
function appointment(
  rng: Random,
  clock: ReturnType<typeof wallClock>,
  now: Date,
  pickPet: PetPicker,
  a: { person: number; kind: AppointmentKind; day: string; t: number; minutes: number },
): AppointmentRow {
  const startsAt = clock.at(a.day, a.t);
  const endsAt = clock.at(a.day, a.t + a.minutes);
  const start = startsAt.getTime();
  const nowMs = now.getTime();
  // Booked from an hour to three weeks before, and a minute before now at the latest.
  const createdAt = new Date(Math.min(nowMs - 60_000, start - rng.int(60, 21 * 24 * 60) * 60_000));
  const between = (from: number, to: number) => new Date(from + rng.next() * Math.max(0, to - from));
  const changes: AppointmentRow['changes'] = [{ status: 'scheduled', by: 'desk', at: createdAt }];
  const add = (status: Status, by: ChangedBy, at: Date) => changes.push({ status, by, at });
  const roll = rng.next();
  if (endsAt.getTime() <= nowMs) {
    if (roll < 0.06) add('no_show', 'desk', new Date(Math.min(endsAt.getTime(), start + 20 * 60_000)));
    else if (roll < 0.14) add('cancelled', rng.chance(0.4) ? 'owner' : 'desk', between(+createdAt, start));
    else {
      // Confirmed by the hour before; in the room from ten minutes early to five late.
      const confirmedBy = start - 60 * 60_000;
      if (rng.chance(0.5))
        add('confirmed', rng.chance(0.5) ? 'owner' : 'desk', between(+createdAt, confirmedBy));
      add('in_room', 'desk', new Date(start + rng.int(-10, 5) * 60_000));
      add('attended', 'person', endsAt);
    }
  } else if (start <= nowMs) {
    add('in_room', 'desk', new Date(Math.min(nowMs, start + rng.int(0, 5) * 60_000)));
  } else if (roll < 0.04) {
    add('cancelled', rng.chance(0.5) ? 'owner' : 'desk', between(+createdAt, nowMs));
  } else if (rng.chance(start - nowMs < 2 * DAY_MS ? 0.6 : 0.2)) {
    add('confirmed', rng.chance(0.6) ? 'owner' : 'desk', between(+createdAt, nowMs));
  }
  const last = changes[changes.length - 1];
  return {
    id: randomUUID(),
    person: a.person,
    patientId: pickPet(rng, createdAt, a.kind === 'grooming'),
    kind: a.kind,
    startsAt,
    endsAt,
    status: last.status,
    notes: rng.chance(0.15) ? rng.pick(NOTES) : '',
    createdAt,
    updatedAt: last.at,
    changes,
  };
}
