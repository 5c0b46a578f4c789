import { gunzipSync, gzipSync } from 'node:zlib';
import type { Queryable } from '../../src/db/pool.js';
import type { TestApp } from './app.js';
import type { Answer } from './http.js';
import { multipart } from './patients.js';

/** GET /api/backup: the status, headers and the raw (gzip'd) bytes. */
export async function downloadBackup(t: TestApp, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/backup',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

type Row = Record<string, unknown> & { id: string };

/** The backup document as tests read it. */
export interface Doc {
  format: string;
  version: number;
  owners: Row[];
  patients: (Row & { ownerId: string })[];
  labExams: (Row & { patientId: string })[];
  grooming: (Row & { patientId: string })[];
  labReferenceRanges: Record<string, Record<string, { min: number; max: number }>> | null;
  consultations?: (Row & { patientId: string })[];
  vitalReferenceRanges?: Record<string, Record<string, { min: number; max: number }>> | null;
  preventives?: (Row & { patientId: string })[];
  clinic?: Record<string, unknown>;
  schedule?: Record<string, unknown>;
  appointments?: (Row & { patientId: string })[];
  reminders?: (Row & { appointmentId: string | null; preventiveId: string | null })[];
  [key: string]: unknown;
}

/** The backup document inside the downloaded bytes. */
export function documentOf(bytes: Buffer): Doc {
  return JSON.parse(gunzipSync(bytes).toString('utf8'));
}

/** The document with every id (and the export date) dropped, references replaced by names. */
export function withoutIds(doc: Doc) {
  const ownerName = new Map(doc.owners.map((o) => [o.id, o.name]));
  const petName = new Map(doc.patients.map((p) => [p.id, p.name]));
  const strip = (row: Row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id'));
  return {
    owners: doc.owners.map(strip),
    patients: doc.patients.map(({ ownerId, ...p }) => ({ ...strip(p), owner: ownerName.get(ownerId) })),
    labExams: doc.labExams.map(({ patientId, ...e }) => ({ ...strip(e), pet: petName.get(patientId) })),
    grooming: doc.grooming.map(({ patientId, ...g }) => ({ ...strip(g), pet: petName.get(patientId) })),
    labReferenceRanges: doc.labReferenceRanges,
    consultations: doc.consultations?.map(({ patientId, ...c }) => ({
      ...strip(c),
      pet: petName.get(patientId),
    })),
    vitalReferenceRanges: doc.vitalReferenceRanges,
    preventives: doc.preventives?.map(({ patientId, ...p }) => ({
      ...strip(p),
      pet: petName.get(patientId),
    })),
    clinic: doc.clinic,
    schedule: doc.schedule,
    appointments: doc.appointments?.map(({ patientId, ...a }) => ({
      ...strip(a),
      pet: petName.get(patientId),
    })),
    // What each reminds of by its place in its list (ids are new in every file).
    reminders: doc.reminders?.map(({ appointmentId, preventiveId, ...r }) => ({
      ...strip(r),
      appointment: doc.appointments?.findIndex((a) => a.id === appointmentId),
      preventive: doc.preventives?.findIndex((p) => p.id === preventiveId),
    })),
  };
}

/** A document packed as the download packs it. */
export const packDocument = (doc: unknown): Buffer => gzipSync(JSON.stringify(doc));

/** POST /api/backup/restore with one file part, as the browser's FormData sends it. */
export async function uploadBackup(
  t: TestApp,
  token: string,
  data: Buffer,
  filename = 'vetclinic-respaldo-2026-01-01.json.gz',
): Promise<Answer> {
  const { payload, contentType } = multipart({}, [
    { field: 'file', filename, contentType: 'application/gzip', data },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/backup/restore',
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
}

/**
 * Everything a clinic holds, straight from the tables, with every id replaced by what it points
 * to (an owner's name, a pet's name): two clinics holding the same data give equal snapshots.
 */
// Versions are left out: a backup does not carry them, restored records start again at 1.
export async function snapshot(q: Queryable, clinicId: string) {
  const rows = async (sql: string) =>
    (await q.query<{ row: unknown }>(sql, [clinicId])).rows.map((r) => r.row);
  return {
    owners: await rows(
      `SELECT to_jsonb(o) - 'id' - 'clinic_id' - 'version' - 'created_by' - 'updated_by' AS row FROM owners o WHERE clinic_id = $1 ORDER BY created_at, name`,
    ),
    patients: await rows(
      `SELECT (to_jsonb(p) - 'id' - 'clinic_id' - 'created_by' - 'updated_by' - 'owner_id' - 'version') || jsonb_build_object('owner', o.name) AS row
       FROM patients p JOIN owners o ON o.id = p.owner_id WHERE p.clinic_id = $1 ORDER BY p.created_at, p.name`,
    ),
    labExams: await rows(
      `SELECT (to_jsonb(e) - 'id' - 'clinic_id' - 'created_by' - 'updated_by' - 'patient_id' - 'version') || jsonb_build_object('pet', p.name) AS row
       FROM lab_exams e JOIN patients p ON p.id = e.patient_id WHERE e.clinic_id = $1 ORDER BY e.created_at`,
    ),
    grooming: await rows(
      `SELECT (to_jsonb(g) - 'id' - 'clinic_id' - 'created_by' - 'updated_by' - 'patient_id' - 'version') || jsonb_build_object('pet', p.name) AS row
       FROM grooming_services g JOIN patients p ON p.id = g.patient_id WHERE g.clinic_id = $1 ORDER BY g.created_at`,
    ),
    ranges: await rows(
      `SELECT to_jsonb(r) - 'id' - 'clinic_id' - 'created_at' - 'updated_at' AS row FROM lab_reference_ranges r
       WHERE clinic_id = $1 ORDER BY species, parameter`,
    ),
    // People by their CMV (a restore finds them by it), each addendum with its author's.
    consultations: await rows(
      `SELECT (to_jsonb(c) - 'id' - 'clinic_id' - 'created_by' - 'updated_by' - 'patient_id' - 'vet_id' - 'version')
         || jsonb_build_object('pet', p.name, 'vet', v.cmv, 'addenda', (
           SELECT coalesce(jsonb_agg(jsonb_build_object('text', a.text, 'created_at', a.created_at, 'author', av.cmv)
             ORDER BY a.created_at), '[]')
           FROM consultation_addenda a LEFT JOIN vets av ON av.id = a.created_by WHERE a.consultation_id = c.id)) AS row
       FROM consultations c JOIN patients p ON p.id = c.patient_id LEFT JOIN vets v ON v.id = c.vet_id
       WHERE c.clinic_id = $1 ORDER BY c.created_at`,
    ),
    vitalRanges: await rows(
      `SELECT to_jsonb(r) - 'clinic_id' - 'created_at' - 'updated_at' AS row FROM vital_reference_ranges r
       WHERE clinic_id = $1 ORDER BY species, parameter`,
    ),
    // Who applied each by their CMV, as a consultation's vet.
    preventives: await rows(
      `SELECT (to_jsonb(r) - 'id' - 'clinic_id' - 'created_by' - 'updated_by' - 'patient_id' - 'applied_by' - 'version')
         || jsonb_build_object('pet', p.name, 'applied_by', v.cmv) AS row
       FROM preventives r JOIN patients p ON p.id = r.patient_id LEFT JOIN vets v ON v.id = r.applied_by
       WHERE r.clinic_id = $1 ORDER BY r.created_at, r.product`,
    ),
    schedule: await rows(
      `SELECT to_jsonb(s) - 'clinic_id' - 'version' - 'created_at' - 'updated_at' - 'updated_by' AS row
       FROM clinic_schedules s WHERE clinic_id = $1`,
    ),
    // Who attends each and who set each status by their CMV; the owner's answers as by_owner.
    appointments: await rows(
      `SELECT (to_jsonb(a) - 'id' - 'clinic_id' - 'created_by' - 'updated_by' - 'patient_id' - 'vet_id' - 'version')
         || jsonb_build_object('pet', p.name, 'vet', v.cmv, 'history', (
           SELECT coalesce(jsonb_agg(jsonb_build_object('status', s.status, 'at', s.changed_at, 'by', sv.cmv,
             'by_owner', s.by_owner) ORDER BY s.changed_at, s.id), '[]')
           FROM appointment_status_changes s LEFT JOIN vets sv ON sv.id = s.changed_by
           WHERE s.appointment_id = a.id)) AS row
       FROM appointments a JOIN patients p ON p.id = a.patient_id LEFT JOIN vets v ON v.id = a.vet_id
       WHERE a.clinic_id = $1 ORDER BY a.created_at, a.starts_at`,
    ),
    // Each by what it reminds of: the pet and the appointment's start, or the product. Its stamps are
    // the database's own (microseconds); the file keeps milliseconds.
    reminders: await rows(
      `SELECT (to_jsonb(r) - 'id' - 'clinic_id' - 'appointment_id' - 'preventive_id' - 'sent_by')
         || jsonb_build_object('pet', p.name, 'product', pr.product, 'sent_by', v.cmv,
              'created_at', date_trunc('milliseconds', r.created_at),
              'updated_at', date_trunc('milliseconds', r.updated_at)) AS row
       FROM reminders r LEFT JOIN appointments a ON a.id = r.appointment_id
         LEFT JOIN preventives pr ON pr.id = r.preventive_id
         JOIN patients p ON p.id = coalesce(a.patient_id, pr.patient_id) LEFT JOIN vets v ON v.id = r.sent_by
       WHERE r.clinic_id = $1 ORDER BY r.created_at, r.reminds_of, p.name`,
    ),
  };
}

/** Every record id the clinic has, across the record tables. */
export async function idsOf(q: Queryable, clinicId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM owners WHERE clinic_id = $1 UNION ALL SELECT id FROM patients WHERE clinic_id = $1
     UNION ALL SELECT id FROM lab_exams WHERE clinic_id = $1 UNION ALL SELECT id FROM grooming_services WHERE clinic_id = $1
     UNION ALL SELECT id FROM consultations WHERE clinic_id = $1
     UNION ALL SELECT id FROM consultation_addenda WHERE clinic_id = $1
     UNION ALL SELECT id FROM preventives WHERE clinic_id = $1
     UNION ALL SELECT id FROM appointments WHERE clinic_id = $1
     UNION ALL SELECT id FROM reminders WHERE clinic_id = $1`,
    [clinicId],
  );
  return rows.map((r) => r.id);
}

/** The stored bytes of a photo (in the database since migration 009); undefined without them. */
export async function storedPhoto(q: Queryable, hash: string): Promise<Buffer | undefined> {
  const { rows } = await q.query<{ bytes: Buffer | null }>('SELECT bytes FROM photos WHERE hash = $1', [
    hash,
  ]);
  return rows[0]?.bytes ?? undefined;
}

/** The hashes of every stored photo, sorted. */
export async function storedPhotoHashes(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ hash: string }>(
    'SELECT hash FROM photos WHERE bytes IS NOT NULL ORDER BY hash',
  );
  return rows.map((r) => r.hash);
}
