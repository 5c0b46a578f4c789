import { randomUUID } from 'node:crypto';
import {
  insertAppointmentRecords,
  unassignOverlaps,
  type AppointmentRecord,
} from '../appointments/records.js';
import { updateSchedule } from '../appointments/schedule-repo.js';
import { recordEvent } from '../audit/events.js';
import { saveVitalRanges } from '../clinical/ranges-repo.js';
import { insertConsultationRecords, membersByCmv } from '../clinical/records.js';
import { removeLogo, saveLogo } from '../clinics/logo-repo.js';
import { updateClinic } from '../clinics/repo.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/pool.js';
import { insertServiceRecords } from '../grooming/repo.js';
import { HttpError } from '../http/errors.js';
import { saveRanges } from '../lab/ranges-repo.js';
import { insertExamRecords } from '../lab/repo.js';
import { insertOwnerRecords } from '../owners/repo.js';
import { processPhoto, type ProcessedPhoto } from '../patients/image.js';
import type { PhotoRefs } from '../patients/photo-refs.js';
import { insertPatientRecords } from '../patients/repo.js';
import { insertPreventiveRecords } from '../preventives/records.js';
import { insertReminderRecords } from '../reminders/records.js';
import { CLINIC_WHERE, NOT_EMPTY_MSG, invalidRecord, type RestoreCounts } from './format.js';
import { backupPhoto } from './photos.js';
import type { RestorePlan } from './validate.js';

/** Restore only fills an account that has no owners yet (so nothing it holds can clash or be doubled). */
export async function requireEmptyAccount(q: Queryable, clinicId: string): Promise<void> {
  const { rowCount } = await q.query('SELECT 1 FROM owners WHERE clinic_id = $1 LIMIT 1', [clinicId]);
  if (rowCount) throw new HttpError(409, NOT_EMPTY_MSG);
}

/**
 * Writes the checked plan into the vet's account in ONE transaction, every record under a new id and
 * with its own createdAt/updatedAt (lists keep their order), a few bulk statements per table.
 * Photos are rows written inside it (PhotoRefs.hold), so a failure leaves neither records nor photos
 * behind. A file that carries the clinic's data and logo sets them too (the logo re-encoded like an
 * upload, before the transaction); an older file leaves them as they are.
 */
export async function restorePlan(
  db: Db,
  photos: PhotoRefs,
  clinicId: string,
  plan: RestorePlan,
  now: Date,
  actorId: string,
): Promise<RestoreCounts> {
  const counts = {
    owners: plan.owners.length,
    patients: plan.patients.length,
    photos: 0,
    labExams: plan.labExams.length,
    grooming: plan.grooming.length,
    labReferenceRanges: plan.ranges !== null,
    consultations: plan.consultations.length,
    vitalReferenceRanges: plan.vitalRanges !== null,
    preventives: plan.preventives.length,
    appointments: plan.appointments.length,
    unassigned: 0,
    reminders: plan.reminders.length,
    schedule: plan.schedule !== null,
  };
  const images = new Map<string, ProcessedPhoto>();
  for (const [i, pet] of plan.patients.entries()) {
    if (pet.photo) images.set(pet.ref, await backupPhoto(pet.photo, `mascota ${i + 1}`));
  }
  counts.photos = images.size;
  const logo = plan.clinic?.logo ? await backupLogo(plan.clinic.logo) : null;
  // New ids, made here so that pets can point at their owners before anything is written.
  const owners = new Map(plan.owners.map((o) => [o.ref, randomUUID()]));
  const patients = new Map(plan.patients.map((p) => [p.ref, randomUUID()]));
  const preventives = new Map(plan.preventives.map((p) => [p.ref, randomUUID()]));
  const appointments = new Map(plan.appointments.map((a) => [a.ref, randomUUID()]));
  await db.tx(async (q) => {
    // Two restores into one clinic at once (through two instances): the second waits on the clinic's
    // row, then finds the clinic no longer empty.
    const locked = await q.query<{ version: number }>(
      'SELECT version FROM clinics WHERE id = $1 FOR UPDATE',
      [clinicId],
    );
    // The restored records are the restorer's («Creado por»), logged as one entry below (migration 012).
    await q.query("SELECT set_config('vet.author', $1, true)", [actorId]);
    await requireEmptyAccount(q, clinicId);
    for (const image of images.values()) await photos.hold(q, image.hash, image.bytes);

    const stamps = (r: { createdAt: Date; updatedAt: Date }) => ({
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    });
    await insertOwnerRecords(
      q,
      clinicId,
      plan.owners.map((o) => ({ id: owners.get(o.ref)!, data: o.data, ...stamps(o) })),
    );
    await insertPatientRecords(
      q,
      clinicId,
      plan.patients.map((p) => ({
        id: patients.get(p.ref)!,
        ownerId: owners.get(p.ownerRef)!,
        fields: p.data,
        photoHash: images.get(p.ref)?.hash ?? null,
        ...stamps(p),
      })),
    );
    await insertExamRecords(
      q,
      clinicId,
      plan.labExams.map((e) => ({ patientId: patients.get(e.patientRef)!, data: e.data, ...stamps(e) })),
    );
    await insertServiceRecords(
      q,
      clinicId,
      plan.grooming.map((g) => ({ patientId: patients.get(g.patientRef)!, data: g.data, ...stamps(g) })),
    );
    const people = await personFinder(q, clinicId, plan);
    await insertConsultations(q, clinicId, plan, patients, people);
    await insertPreventiveRecords(
      q,
      clinicId,
      plan.preventives.map((p) => ({
        id: preventives.get(p.ref)!,
        patientId: patients.get(p.patientRef)!,
        appliedBy: people(p.appliedByCmv, false),
        data: p.data,
        ...stamps(p),
      })),
    );
    counts.unassigned = await insertAppointments(q, clinicId, plan, { patients, appointments }, people);
    await insertReminderRecords(
      q,
      clinicId,
      plan.reminders.map(({ appointmentRef, preventiveRef, sentByCmv, data, createdAt, updatedAt }) => ({
        ...data,
        appointmentId: appointmentRef === null ? null : appointments.get(appointmentRef)!,
        preventiveId: preventiveRef === null ? null : preventives.get(preventiveRef)!,
        sentBy: people(sentByCmv, false),
        createdAt,
        updatedAt,
      })),
    );
    // The file's schedule replaces the clinic's (its version moves on, as after PUT /api/clinic/schedule).
    if (plan.schedule) await updateSchedule(q, clinicId, plan.schedule);
    if (plan.ranges) await saveRanges(q, clinicId, plan.ranges, now);
    if (plan.vitalRanges) await saveVitalRanges(q, clinicId, plan.vitalRanges, now);
    if (plan.clinic) {
      // The file's clinic data replaces the clinic's (its version moves on, as after PUT /api/clinic).
      await updateClinic(q, clinicId, locked.rows[0].version, plan.clinic.data, now);
      if (logo) await saveLogo(q, clinicId, logo.bytes, now);
      else await removeLogo(q, clinicId);
    }
    // One activity entry for the whole restore (its rows are written without an actor: not one each).
    await recordEvent(q, {
      clinicId,
      actorId,
      action: 'restore',
      kind: 'backup',
      summary: '',
      changes: plan.clinic ? { ...counts, clinic: true } : counts,
    });
  });
  return counts;
}

/** The restoring clinic's member with a file's CMV (among its administrators and vets when `attending`). */
type FindPerson = (cmv: string | null, attending: boolean) => string | null;

/**
 * The file's people come back as the restoring clinic's members with the same CMV (one member each: two
 * with one CMV name nobody). Someone the clinic does not have is left empty, never replaced by the
 * restorer. The members are read once, and only when the file names anyone.
 */
async function personFinder(q: Queryable, clinicId: string, plan: RestorePlan): Promise<FindPerson> {
  const named =
    plan.consultations.length + plan.preventives.length + plan.appointments.length + plan.reminders.length;
  if (named === 0) return () => null;
  const byCmv = await membersByCmv(q, clinicId);
  return (cmv, attending) => {
    const found = (cmv === null ? [] : (byCmv.get(cmv) ?? [])).filter((m) => !attending || m.attends);
    return found.length === 1 ? found[0].id : null;
  };
}

/**
 * The file's consultations under new ids, on the pets just written: the attending vet among the clinic's
 * administrators and vets, an addendum's author among all its members (personFinder).
 */
async function insertConsultations(
  q: Queryable,
  clinicId: string,
  plan: RestorePlan,
  patients: Map<string, string>,
  find: FindPerson,
): Promise<void> {
  if (plan.consultations.length === 0) return;
  await insertConsultationRecords(
    q,
    clinicId,
    plan.consultations.map((c) => ({
      id: randomUUID(),
      patientId: patients.get(c.patientRef)!,
      vetId: find(c.vetCmv, true),
      data: c.data,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      addenda: c.addenda.map((a) => ({
        text: a.text,
        createdAt: a.createdAt,
        authorId: find(a.authorCmv, false),
      })),
    })),
  );
}

/**
 * The file's appointments under new ids, on the pets just written, each with its statuses. Who attends
 * one is any member with the file person's CMV (a Peluquero attends grooming); nobody otherwise, and
 * nobody when that member would be booked twice (unassignOverlaps). Answers how many came back «Sin asignar».
 */
async function insertAppointments(
  q: Queryable,
  clinicId: string,
  plan: RestorePlan,
  ids: { patients: Map<string, string>; appointments: Map<string, string> },
  find: FindPerson,
): Promise<number> {
  const records: AppointmentRecord[] = plan.appointments.map((a) => ({
    id: ids.appointments.get(a.ref)!,
    patientId: ids.patients.get(a.patientRef)!,
    vetId: find(a.vetCmv, false),
    ...a.data,
    statusHistory: a.history.map((h) => ({
      status: h.status,
      at: h.at,
      by: h.byOwner ? null : find(h.byCmv, false),
      byOwner: h.byOwner,
    })),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  }));
  unassignOverlaps(records);
  await insertAppointmentRecords(q, clinicId, records);
  return records.filter((a) => a.vetId === null).length;
}

/**
 * The logo of a backup file, checked and re-encoded as an upload's (a PNG of at most 400 px); a
 * refusal names the clinic's data: «El respaldo tiene datos no válidos (datos de la clínica): …».
 */
async function backupLogo(bytes: Buffer): Promise<ProcessedPhoto> {
  try {
    return await processPhoto(bytes, undefined, { maxSide: 400, as: 'png', field: 'logo' });
  } catch (err) {
    if (err instanceof HttpError && err.errors?.length) throw invalidRecord(CLINIC_WHERE, err.errors);
    throw err;
  }
}

/** The tables a restore fills in bulk (insertRows). */
const RESTORED_TABLES = [
  'owners',
  'patients',
  'lab_exams',
  'grooming_services',
  'consultations',
  'consultation_addenda',
  'preventives',
  'appointments',
  'appointment_status_changes',
  'reminders',
];

/**
 * Fresh planner statistics for what a restore just wrote. A large restore can multiply a table many
 * times over before autovacuum notices; until then PostgreSQL plans on the old counts (a cascade of one
 * deleted owner scanned preventives and reminders whole, per pet). A failure only costs speed: logged,
 * the restore stands.
 */
export async function refreshStatistics(q: Queryable, log: FastifyBaseLogger): Promise<void> {
  try {
    await q.query(`ANALYZE ${RESTORED_TABLES.join(', ')}`);
  } catch (err) {
    log.warn({ err }, 'ANALYZE after a restore failed');
  }
}
