// Fills one vet account with a realistic clinic (issue 9): `npm run seed -- --vet <email> --scale clinic`.
// Everything is written in one transaction: a failed seed leaves nothing behind.
import { findSchedule } from '../appointments/schedule-repo.js';
import type { Db } from '../db/pool.js';
import { generateClinic } from './generate.js';
import { Random } from './random.js';
import { SCALES, type Scale, type ScaleName } from './scales.js';
import { ensureTeam, ensureVet } from './vet.js';
import { writeClinic, type Progress } from './write.js';

export { SCALES, type Scale, type ScaleName };

export interface SeedOptions {
  email: string;
  scale: Scale;
  /** Same seed (and same `now`), same clinic. */
  seed: number;
  now?: Date;
  /** Delete what the vet already has first (otherwise such a vet is refused). */
  replace?: boolean;
  progress?: Progress;
}

export interface SeedSummary {
  vetId: string;
  clinicId: string;
  /** Only when the account was created by this seed. */
  password?: string;
  owners: number;
  pets: number;
  exams: number;
  services: number;
  /** The dog with a long clinical record (issue 26's bench), when the scale has one. */
  history?: { petId: string; petName: string; consultations: number; exams: number; preventives: number };
  /** The agenda (issue 27): its appointments, how many people attend them, its full day (YYYY-MM-DD). */
  agenda?: { appointments: number; people: number; busyDay: string };
  ms: number;
}

/** A refusal meant for the person at the terminal (Spanish, no stack). */
export class SeedRefused extends Error {}

export async function seedVet(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const now = opts.now ?? new Date();
  // Separate streams: whether the account existed must not change the clinic a seed produces.
  const clinicRng = new Random(opts.seed);
  const vetRng = new Random(opts.seed ^ 0x5eed);
  const summary = await db.tx(async (q) => {
    const vet = await ensureVet(q, opts.email, vetRng, now);
    const { rows } = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM owners WHERE clinic_id = $1',
      [vet.clinicId],
    );
    if (rows[0].n > 0 && !opts.replace) {
      throw new SeedRefused(
        `La cuenta ${opts.email} ya tiene ${rows[0].n} propietarios. Usa --replace para borrarlos (con sus ` +
          'mascotas, exámenes y servicios) y sembrar de nuevo.',
      );
    }
    // The cascades take pets, exams, services and appointments; photos no pet shows any more are swept
    // at the next start.
    if (rows[0].n > 0) await q.query('DELETE FROM owners WHERE clinic_id = $1', [vet.clinicId]);
    // The agenda keeps to the clinic's own hours and time zone.
    const schedule = await findSchedule(q, vet.clinicId);
    const team = opts.scale.agenda
      ? await ensureTeam(q, opts.email, vet.clinicId, opts.scale.agenda.team, vetRng, now)
      : [];
    const clinic = generateClinic(clinicRng, opts.scale, now, vet.displayName, schedule);
    await writeClinic(q, vet.clinicId, vet.id, clinic, opts.progress, [vet.id, ...team]);
    const h = clinic.history;
    const a = clinic.agenda;
    return {
      vetId: vet.id,
      clinicId: vet.clinicId,
      password: vet.password,
      owners: clinic.owners.length,
      pets: clinic.pets.length,
      exams: clinic.exams.length,
      services: clinic.services.length,
      history: h
        ? {
            petId: h.petId,
            petName: clinic.pets.find((p) => p.id === h.petId)!.name,
            consultations: h.consultations.length,
            exams: h.exams.length,
            preventives: h.preventives.length,
          }
        : undefined,
      agenda: a ? { appointments: a.appointments.length, people: a.people, busyDay: a.busyDay } : undefined,
    };
  });
  // Fresh statistics and visibility maps (what autovacuum would do some minutes later), so the very
  // first requests already get the plans a settled database gets (index-only counts included).
  await db.query(
    'VACUUM (ANALYZE) owners, patients, lab_exams, grooming_services, consultations, preventives, ' +
      'appointments, appointment_status_changes',
  );
  return { ...summary, ms: Date.now() - started };
}
