// Writes a generated clinic through plain multi-row INSERTs (unnest of one array per column), a few
// thousand rows per statement, inside the caller's transaction. The tables' own triggers fill the
// search columns, exactly as for rows the API writes.
import { insertConsultationRecords } from '../clinical/records.js';
import { insertRows } from '../db/bulk-insert.js';
import type { Queryable } from '../db/pool.js';
import { insertPreventiveRecords } from '../preventives/records.js';
import type { Agenda } from './agenda.js';
import type { Clinic } from './generate.js';
import type { LongHistory } from './history.js';

const CHUNK = 5000;

/** Told after each table: how many rows and how long they took (the CLI prints it). */
export type Progress = (table: string, rows: number, ms: number) => void;

async function insertChunks<T>(
  q: Queryable,
  rows: T[],
  sql: string,
  columns: ((row: T) => unknown)[],
  clinicId: string,
  progress?: Progress,
): Promise<void> {
  const started = Date.now();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await q.query(sql, [clinicId, ...columns.map((column) => chunk.map(column))]);
  }
  progress?.(/INSERT INTO (\w+)/.exec(sql)![1], rows.length, Date.now() - started);
}

const iso = (d: Date) => d.toISOString();

/**
 * The long-lived dog's consultations and its vaccines and deworming, through the restore's own bulk
 * writers; `vetId` (the seeded vet) attended and applied them all.
 */
async function writeHistory(
  q: Queryable,
  clinicId: string,
  vetId: string,
  h: LongHistory,
  progress?: Progress,
): Promise<void> {
  let started = Date.now();
  await insertConsultationRecords(
    q,
    clinicId,
    h.consultations.map(({ id, data, createdAt }) => ({
      id,
      patientId: h.petId,
      vetId,
      data,
      createdAt,
      updatedAt: createdAt,
      addenda: [],
    })),
  );
  progress?.('consultations', h.consultations.length, Date.now() - started);
  started = Date.now();
  await insertPreventiveRecords(
    q,
    clinicId,
    h.preventives.map(({ data, createdAt }) => ({
      patientId: h.petId,
      appliedBy: vetId,
      data,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  progress?.('preventives', h.preventives.length, Date.now() - started);
}

/**
 * The agenda's appointments and their statuses' history. `people[i]` is the account of the agenda's
 * person i (the seeded vet first); the front desk's changes are the seeded vet's, an owner's have nobody.
 */
async function writeAgenda(
  q: Queryable,
  clinicId: string,
  people: readonly string[],
  agenda: Agenda,
  progress?: Progress,
): Promise<void> {
  let started = Date.now();
  const desk = people[0];
  await insertRows(
    q,
    'appointments',
    clinicId,
    [
      ['id', 'uuid'],
      ['patient_id', 'uuid'],
      ['vet_id', 'uuid'],
      ['kind', 'text'],
      ['starts_at', 'timestamptz'],
      ['ends_at', 'timestamptz'],
      ['status', 'text'],
      ['notes', 'text'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
      ['created_by', 'uuid'],
      ['updated_by', 'uuid'],
    ],
    agenda.appointments.map((a) => {
      const last = a.changes[a.changes.length - 1];
      return [
        a.id,
        a.patientId,
        people[a.person],
        a.kind,
        iso(a.startsAt),
        iso(a.endsAt),
        a.status,
        a.notes,
        iso(a.createdAt),
        iso(a.updatedAt),
        desk,
        last.by === 'person' ? people[a.person] : last.by === 'desk' ? desk : null,
      ];
    }),
  );
  progress?.('appointments', agenda.appointments.length, Date.now() - started);
  started = Date.now();
  const changes = agenda.appointments.flatMap((a) =>
    a.changes.map(({ status, by, at }) => [
      a.id,
      status,
      by === 'person' ? people[a.person] : by === 'desk' ? desk : null,
      by === 'owner',
      iso(at),
    ]),
  );
  await insertRows(
    q,
    'appointment_status_changes',
    clinicId,
    [
      ['appointment_id', 'uuid'],
      ['status', 'text'],
      ['changed_by', 'uuid'],
      ['by_owner', 'boolean'],
      ['changed_at', 'timestamptz'],
    ],
    changes,
  );
  progress?.('appointment_status_changes', changes.length, Date.now() - started);
}

/** `people`: the agenda's accounts (the seeded vet, then its team), when the clinic has an agenda. */
export async function writeClinic(
  q: Queryable,
  clinicId: string,
  vetId: string,
  c: Clinic,
  progress?: Progress,
  people: readonly string[] = [vetId],
): Promise<void> {
  await insertChunks(
    q,
    c.owners,
    `INSERT INTO owners (clinic_id, id, name, contact, email, address, created_at, updated_at)
     SELECT $1, t.*, t.created_at FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::timestamptz[]) AS t(id, name, contact, email, address, created_at)`,
    [(o) => o.id, (o) => o.name, (o) => o.contact, (o) => o.email, (o) => o.address, (o) => iso(o.createdAt)],
    clinicId,
    progress,
  );
  await insertChunks(
    q,
    c.pets,
    `INSERT INTO patients (clinic_id, id, owner_id, name, birth_date, species, breed, sex, weight, main_vet,
       referring_vet, created_at, updated_at)
     SELECT $1, t.*, t.created_at FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::date[], $6::text[],
       $7::text[], $8::text[], $9::numeric[], $10::text[], $11::text[], $12::timestamptz[])
       AS t(id, owner_id, name, birth_date, species, breed, sex, weight, main_vet, referring_vet, created_at)`,
    [
      (p) => p.id,
      (p) => p.ownerId,
      (p) => p.name,
      (p) => p.birthDate,
      (p) => p.species,
      (p) => p.breed,
      (p) => p.sex,
      (p) => p.weight,
      (p) => p.mainVet,
      (p) => p.referringVet,
      (p) => iso(p.createdAt),
    ],
    clinicId,
    progress,
  );
  await insertChunks(
    q,
    c.exams,
    `INSERT INTO lab_exams (clinic_id, patient_id, date, hematocrit, white_blood_cells, total_protein, platelets,
       segmented_neutrophils, band_neutrophils, lymphocytes, monocytes, basophils, reticulocytes, eosinophils,
       nrbc, total_cells, hemotropico, observacion, created_at, updated_at)
     SELECT $1, t.patient_id, t.date, t.hct, t.wbc, t.tp, t.plt, t.seg, t.band, t.lymph, t.mono, t.baso,
       t.retic, t.eos, t.nrbc, 100, t.hemo, t.obs, t.created_at, t.created_at
     FROM unnest($2::uuid[], $3::date[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[],
       $8::smallint[], $9::smallint[], $10::smallint[], $11::smallint[], $12::smallint[], $13::smallint[],
       $14::smallint[], $15::smallint[], $16::text[], $17::text[], $18::timestamptz[])
       AS t(patient_id, date, hct, wbc, tp, plt, seg, band, lymph, mono, baso, retic, eos, nrbc, hemo, obs,
         created_at)`,
    [
      (e) => e.patientId,
      (e) => e.date,
      (e) => e.hematocrit,
      (e) => e.whiteBloodCells,
      (e) => e.totalProtein,
      (e) => e.platelets,
      (e) => e.segmented,
      (e) => e.band,
      (e) => e.lymph,
      (e) => e.mono,
      (e) => e.baso,
      (e) => e.retic,
      (e) => e.eos,
      (e) => e.nrbc,
      (e) => e.hemotropico,
      (e) => e.observacion,
      (e) => iso(e.createdAt),
    ],
    clinicId,
    progress,
  );
  await insertChunks(
    q,
    c.services,
    `INSERT INTO grooming_services (clinic_id, patient_id, date, service, specifications, observations, cost,
       payment_type, exchange_rate, created_at, updated_at)
     SELECT $1, t.*, t.created_at FROM unnest($2::uuid[], $3::timestamptz[], $4::text[], $5::text[],
       $6::text[], $7::numeric[], $8::text[], $9::numeric[], $10::timestamptz[])
       AS t(patient_id, date, service, specifications, observations, cost, payment_type, exchange_rate,
         created_at)`,
    [
      (s) => s.patientId,
      (s) => iso(s.date),
      (s) => s.service,
      (s) => s.specifications,
      (s) => s.observations,
      (s) => s.cost,
      (s) => s.paymentType,
      (s) => s.exchangeRate,
      (s) => iso(s.createdAt),
    ],
    clinicId,
    progress,
  );
  if (c.history) await writeHistory(q, clinicId, vetId, c.history, progress);
  if (c.agenda) await writeAgenda(q, clinicId, people, c.agenda, progress);
}
