import type { PersonRef } from '../clinical/records.js';
import { insertRows, type BulkColumn } from '../db/bulk-insert.js';
import type { Queryable } from '../db/pool.js';
import type { AppointmentKind } from './repo.js';
import type { AppointmentStatus } from './rules.js';

// A clinic's appointments as its backup carries them (api/src/backup/README.md), each with every status
// it went through, and written back whole by a restore. People are named by name and CMV, never by
// account id: a restore finds them by CMV among the restoring clinic's members.

export interface BackupStatusChange {
  status: AppointmentStatus;
  at: string;
  /** The member who set it; null for the owner (byOwner) or someone the file's clinic no longer had. */
  by: PersonRef | null;
  byOwner: boolean;
}

export interface BackupAppointment {
  id: string;
  patientId: string;
  /** Who attends it; null when nobody is assigned. */
  vet: PersonRef | null;
  kind: AppointmentKind;
  /** Instants: with the schedule's zone (carried too) they give back the same wall-clock times. */
  startsAt: string;
  endsAt: string;
  status: AppointmentStatus;
  notes: string;
  statusHistory: BackupStatusChange[];
  createdAt: string;
  updatedAt: string;
}

interface ExportRow {
  id: string;
  patient_id: string;
  kind: AppointmentKind;
  starts_at: Date;
  ends_at: Date;
  status: AppointmentStatus;
  notes: string;
  vet_name: string | null;
  vet_cmv: string | null;
  history: {
    status: AppointmentStatus;
    at: string;
    name: string | null;
    cmv: string | null;
    owner: boolean;
  }[];
  created_at: Date;
  updated_at: Date;
}

const person = (name: string | null, cmv: string | null): PersonRef | null =>
  name === null ? null : { name, cmv: cmv ?? '' };

/** Every appointment of the clinic, oldest booked first, with its statuses (one query). */
export async function appointmentsForBackup(q: Queryable, clinicId: string): Promise<BackupAppointment[]> {
  const { rows } = await q.query<ExportRow>(
    `SELECT a.id, a.patient_id, a.kind, a.starts_at, a.ends_at, a.status, a.notes, a.created_at, a.updated_at,
            v.name || ' ' || v.last_name AS vet_name, v.cmv AS vet_cmv,
            coalesce((
              SELECT json_agg(json_build_object('status', s.status, 'at', s.changed_at,
                       'name', b.name || ' ' || b.last_name, 'cmv', b.cmv, 'owner', s.by_owner)
                     ORDER BY s.changed_at, s.id)
              FROM appointment_status_changes s LEFT JOIN vets b ON b.id = s.changed_by
              WHERE s.appointment_id = a.id), '[]') AS history
     FROM appointments a LEFT JOIN vets v ON v.id = a.vet_id
     WHERE a.clinic_id = $1 ORDER BY a.created_at, a.id`,
    [clinicId],
  );
  return rows.map((row) => ({
    id: row.id,
    patientId: row.patient_id,
    vet: person(row.vet_name, row.vet_cmv),
    kind: row.kind,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: row.status,
    notes: row.notes,
    statusHistory: row.history.map((h) => ({
      status: h.status,
      at: new Date(h.at).toISOString(),
      by: person(h.name, h.cmv),
      byOwner: h.owner,
    })),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

/** An appointment written whole by a restore: its new id, pet and person given, its stamps kept. */
export interface AppointmentRecord {
  id: string;
  patientId: string;
  /** Who attends it, when the restoring clinic has them (and they are free then); else nobody. */
  vetId: string | null;
  kind: AppointmentKind;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  notes: string;
  statusHistory: { status: AppointmentStatus; at: Date; by: string | null; byOwner: boolean }[];
  createdAt: Date;
  updatedAt: Date;
}

const APPOINTMENT_COLUMNS: BulkColumn[] = [
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
];

const STATUS_COLUMNS: BulkColumn[] = [
  ['appointment_id', 'uuid'],
  ['status', 'text'],
  ['changed_by', 'uuid'],
  ['by_owner', 'boolean'],
  ['changed_at', 'timestamptz'],
];

/** Writes many appointments of the clinic and their statuses in a few statements, inside the caller's transaction. */
export async function insertAppointmentRecords(
  q: Queryable,
  clinicId: string,
  records: AppointmentRecord[],
): Promise<void> {
  const iso = (d: Date) => d.toISOString();
  await insertRows(
    q,
    'appointments',
    clinicId,
    APPOINTMENT_COLUMNS,
    records.map((a) => [
      a.id,
      a.patientId,
      a.vetId,
      a.kind,
      iso(a.startsAt),
      iso(a.endsAt),
      a.status,
      a.notes,
      iso(a.createdAt),
      iso(a.updatedAt),
    ]),
  );
  await insertRows(
    q,
    'appointment_status_changes',
    clinicId,
    STATUS_COLUMNS,
    records.flatMap((a) => a.statusHistory.map((s) => [a.id, s.status, s.by, s.byOwner, iso(s.at)])),
  );
}

const ACTIVE: ReadonlySet<AppointmentStatus> = new Set(['scheduled', 'confirmed', 'in_room', 'attended']);

/**
 * Leaves «Sin asignar» each appointment whose person would be booked twice (the exclusion constraint
 * would refuse the whole restore): two people of the file with one CMV found as one member, say. The
 * earliest of two overlapping appointments keeps its person.
 */
export function unassignOverlaps(records: AppointmentRecord[]): void {
  const active = records
    .filter((a) => a.vetId !== null && ACTIVE.has(a.status))
    .sort((x, y) => x.vetId!.localeCompare(y.vetId!) || x.startsAt.getTime() - y.startsAt.getTime());
  let last: AppointmentRecord | undefined;
  for (const a of active) {
    if (last && last.vetId === a.vetId && a.startsAt < last.endsAt) a.vetId = null;
    else last = a;
  }
}
