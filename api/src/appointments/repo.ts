import type { Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import { STALE_MSG } from '../http/versions.js';
import type { APPOINTMENT_KINDS } from '../lists.generated.js';
import type { AppointmentStatus } from './rules.js';
import { APPOINTMENT_NOT_FOUND_MSG } from './schemas.js';

export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

interface AppointmentRow {
  id: string;
  patient_id: string;
  patient_name: string;
  species: string;
  owner_id: string;
  owner_name: string;
  contact: string;
  email: string;
  vet_id: string | null;
  vet_name: string | null;
  kind: AppointmentKind;
  date: string;
  time: string;
  end_time: string;
  duration_minutes: number;
  starts_at: Date;
  status: AppointmentStatus;
  notes: string;
  created_at: Date;
  updated_at: Date;
  created_by_name: string;
  updated_by_name: string;
  version: number;
}

// Never SELECT *: clinic_id stays inside. $1 is always the clinic's zone: days and hours come back as
// its wall clock, whatever the server's zone. `source` is the table or a CTE holding the row just written.
function selectFrom(source: string): string {
  return `
  SELECT a.id, a.patient_id, p.name AS patient_name, p.species, o.id AS owner_id, o.name AS owner_name,
         o.contact, o.email, a.vet_id, v.name || ' ' || v.last_name AS vet_name, a.kind,
         to_char(a.starts_at AT TIME ZONE $1, 'YYYY-MM-DD') AS date,
         to_char(a.starts_at AT TIME ZONE $1, 'HH24:MI') AS time,
         to_char(a.ends_at AT TIME ZONE $1, 'HH24:MI') AS end_time,
         (extract(epoch FROM a.ends_at - a.starts_at) / 60)::int AS duration_minutes,
         a.starts_at, a.status, a.notes, a.created_at, a.updated_at, a.version,
         coalesce(c.name || ' ' || c.last_name, '') AS created_by_name,
         coalesce(u.name || ' ' || u.last_name, '') AS updated_by_name
  FROM ${source} a
    JOIN patients p ON p.id = a.patient_id AND p.clinic_id = a.clinic_id
    JOIN owners o ON o.id = p.owner_id AND o.clinic_id = a.clinic_id
    LEFT JOIN vets v ON v.id = a.vet_id
    LEFT JOIN vets c ON c.id = a.created_by LEFT JOIN vets u ON u.id = a.updated_by`;
}

function toAppointment(row: AppointmentRow) {
  return {
    _id: row.id,
    patient: { _id: row.patient_id, name: row.patient_name, species: row.species },
    owner: { _id: row.owner_id, name: row.owner_name, contact: row.contact, email: row.email },
    // Nobody when a restore did not find the file's person among the clinic's members (migration 022).
    vet: row.vet_id === null ? null : { _id: row.vet_id, name: row.vet_name ?? '' },
    kind: row.kind,
    date: row.date,
    time: row.time,
    endTime: row.end_time,
    durationMinutes: row.duration_minutes,
    startsAt: row.starts_at,
    status: row.status,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by_name,
    updatedBy: row.updated_by_name,
    version: row.version,
  };
}

export type Appointment = ReturnType<typeof toAppointment>;

/** What a route writes: the instants already placed in the clinic's zone (routes-write.ts). */
export interface AppointmentData {
  patientId: string;
  vetId: string;
  kind: AppointmentKind;
  startsAt: Date;
  endsAt: Date;
  notes: string;
}

/**
 * The instant of the clinic's wall-clock `date` `time`, and whether that time exists there: in a
 * daylight-saving gap (02:30 on the spring-forward night) PostgreSQL moves it, and the round trip differs.
 */
export async function instantOf(
  q: Queryable,
  zone: string,
  date: string,
  time: string,
): Promise<{ instant: Date; exists: boolean }> {
  const { rows } = await q.query<{ instant: Date; exists: boolean }>(
    `SELECT t AS instant, t AT TIME ZONE $1 = wall AS exists
     FROM (SELECT $2::date + $3::time AS wall) w, LATERAL (SELECT wall AT TIME ZONE $1 AS t) x`,
    [zone, date, time],
  );
  return rows[0];
}

/** The clinic's appointments from day `from` to day `to` (both in its zone), earliest first (one range
 *  of appointments_clinic_starts_idx); the bench reads the same builder. */
export function agendaQuery(zone: string, clinicId: string, from: string, to: string, vetId?: string) {
  const sql = `${selectFrom('appointments')}
    WHERE a.clinic_id = $2 AND a.starts_at >= ($3::date::timestamp AT TIME ZONE $1)
      AND a.starts_at < (($4::date + 1)::timestamp AT TIME ZONE $1)
      ${vetId ? 'AND a.vet_id = $5' : ''}
    ORDER BY a.starts_at, a.id`;
  return { sql, params: [zone, clinicId, from, to, ...(vetId ? [vetId] : [])] };
}

export async function listAgenda(
  q: Queryable,
  zone: string,
  clinicId: string,
  from: string,
  to: string,
  vetId?: string,
): Promise<Appointment[]> {
  const { sql, params } = agendaQuery(zone, clinicId, from, to, vetId);
  return (await q.query<AppointmentRow>(sql, params)).rows.map(toAppointment);
}

/** A pet's appointments from `since` on (earliest first, 50 at most) and its 20 before (newest first). */
export async function listPatientAppointments(
  q: Queryable,
  zone: string,
  clinicId: string,
  patientId: string,
  since: Date,
): Promise<{ upcoming: Appointment[]; past: Appointment[] }> {
  const base = `${selectFrom('appointments')} WHERE a.clinic_id = $2 AND a.patient_id = $3`;
  const params = [zone, clinicId, patientId, since];
  const [upcoming, past] = await Promise.all([
    q.query<AppointmentRow>(`${base} AND a.starts_at >= $4 ORDER BY a.starts_at, a.id LIMIT 50`, params),
    q.query<AppointmentRow>(`${base} AND a.starts_at < $4 ORDER BY a.starts_at DESC, a.id LIMIT 20`, params),
  ]);
  return { upcoming: upcoming.rows.map(toAppointment), past: past.rows.map(toAppointment) };
}

export async function findAppointment(
  q: Queryable,
  zone: string,
  clinicId: string,
  id: string,
): Promise<Appointment | undefined> {
  const sql = `${selectFrom('appointments')} WHERE a.clinic_id = $2 AND a.id = $3`;
  const row = (await q.query<AppointmentRow>(sql, [zone, clinicId, id])).rows[0];
  return row && toAppointment(row);
}

/** Every status the appointment went through, oldest first, with who set it. */
export async function statusHistory(q: Queryable, clinicId: string, id: string) {
  const { rows } = await q.query<{ status: AppointmentStatus; at: Date; by: string; byOwner: boolean }>(
    `SELECT s.status, s.changed_at AS at, coalesce(v.name || ' ' || v.last_name, '') AS by,
            s.by_owner AS "byOwner"
     FROM appointment_status_changes s LEFT JOIN vets v ON v.id = s.changed_by
     WHERE s.clinic_id = $1 AND s.appointment_id = $2 ORDER BY s.changed_at, s.id`,
    [clinicId, id],
  );
  return rows;
}

/**
 * Another active appointment of the same person overlapping [startsAt, endsAt), for the refusal's
 * words. The exclusion constraint is what guarantees it (two instances booking at once); this only
 * names the other appointment.
 */
export async function findOverlap(
  q: Queryable,
  zone: string,
  clinicId: string,
  d: Pick<AppointmentData, 'vetId' | 'startsAt' | 'endsAt'>,
  exceptId: string | null,
): Promise<Appointment | undefined> {
  const sql = `${selectFrom('appointments')}
    WHERE a.clinic_id = $2 AND a.vet_id = $3 AND a.status NOT IN ('cancelled', 'no_show')
      AND tstzrange(a.starts_at, a.ends_at) && tstzrange($4, $5) AND a.id IS DISTINCT FROM $6::uuid
    ORDER BY a.starts_at LIMIT 1`;
  const row = (await q.query<AppointmentRow>(sql, [zone, clinicId, d.vetId, d.startsAt, d.endsAt, exceptId]))
    .rows[0];
  return row && toAppointment(row);
}

/** Records a status the appointment takes: by a member (`by`), or by the owner through the link. */
export async function addStatusChange(
  q: Queryable,
  clinicId: string,
  id: string,
  status: AppointmentStatus,
  by: string | null,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO appointment_status_changes (clinic_id, appointment_id, status, changed_by, by_owner, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [clinicId, id, status, by, by === null, at],
  );
}

/** Inserts only when the clinic has that pet (one statement); undefined otherwise. */
export async function insertAppointment(
  q: Queryable,
  zone: string,
  clinicId: string,
  d: AppointmentData,
  now: Date,
): Promise<Appointment | undefined> {
  const { rows } = await q.query<AppointmentRow>(
    `WITH a AS (
       INSERT INTO appointments (clinic_id, patient_id, vet_id, kind, starts_at, ends_at, notes,
         created_at, updated_at)
       SELECT p.clinic_id, p.id, $4, $5, $6, $7, $8, $9, $9
       FROM patients p WHERE p.id = $3 AND p.clinic_id = $2
       RETURNING *
     ) ${selectFrom('a')}`,
    [zone, clinicId, d.patientId, d.vetId, d.kind, d.startsAt, d.endsAt, d.notes, now],
  );
  return rows[0] && toAppointment(rows[0]);
}

export interface LockedAppointment {
  kind: AppointmentKind;
  status: AppointmentStatus;
  vet_id: string | null;
  starts_at: Date;
  ends_at: Date;
}

/** Locks the clinic's appointment for a change: 404 when there is none, 409 when not at `version`. */
export async function lockAppointment(
  q: Queryable,
  clinicId: string,
  id: string,
  version: number,
): Promise<LockedAppointment> {
  const { rows } = await q.query<LockedAppointment & { version: number }>(
    `SELECT kind, status, vet_id, starts_at, ends_at, version FROM appointments
     WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
    [id, clinicId],
  );
  if (!rows[0]) throw new HttpError(404, APPOINTMENT_NOT_FOUND_MSG);
  if (rows[0].version !== version) throw new HttpError(409, STALE_MSG);
  return rows[0];
}

/** Replaces every field (the form sends the whole record), its status too, and adds one to the version. */
export async function updateAppointment(
  q: Queryable,
  zone: string,
  clinicId: string,
  id: string,
  d: Omit<AppointmentData, 'patientId'> & { patientId: string; status: AppointmentStatus },
  now: Date,
): Promise<Appointment> {
  const { rows } = await q.query<AppointmentRow>(
    `WITH a AS (
       UPDATE appointments SET patient_id = $4, vet_id = $5, kind = $6, starts_at = $7, ends_at = $8,
         notes = $9, status = $10, updated_at = $11, version = version + 1
       WHERE id = $3 AND clinic_id = $2
       RETURNING *
     ) ${selectFrom('a')}`,
    [zone, clinicId, id, d.patientId, d.vetId, d.kind, d.startsAt, d.endsAt, d.notes, d.status, now],
  );
  return toAppointment(rows[0]);
}

/** Moves the appointment to `status` and adds one to the version. */
export async function setStatus(
  q: Queryable,
  zone: string,
  clinicId: string,
  id: string,
  status: AppointmentStatus,
  now: Date,
): Promise<Appointment> {
  const { rows } = await q.query<AppointmentRow>(
    `WITH a AS (
       UPDATE appointments SET status = $4, updated_at = $5, version = version + 1
       WHERE id = $3 AND clinic_id = $2
       RETURNING *
     ) ${selectFrom('a')}`,
    [zone, clinicId, id, status, now],
  );
  return toAppointment(rows[0]);
}
