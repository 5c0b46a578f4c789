import { Readable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { appointmentsForBackup } from '../appointments/records.js';
import { findSchedule } from '../appointments/schedule-repo.js';
import { loadCustomVitalRanges } from '../clinical/ranges-repo.js';
import { consultationsForBackup } from '../clinical/records.js';
import { readLogo } from '../clinics/logo-repo.js';
import { findClinic } from '../clinics/repo.js';
import type { Db } from '../db/pool.js';
import { listServices } from '../grooming/repo.js';
import { loadCustomRanges } from '../lab/ranges-repo.js';
import { listAllExams } from '../lab/repo.js';
import { listOwners } from '../owners/repo.js';
import { HttpError } from '../http/errors.js';
import { missingPhotos, type PhotoStore } from '../patients/photo-store.js';
import { listPatients, type PatientRow } from '../patients/repo.js';
import { preventivesForBackup } from '../preventives/records.js';
import { remindersForBackup } from '../reminders/records.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupDocument } from './format.js';

type Records = Omit<BackupDocument, 'patients'> & { patients: PatientRow[] };

/**
 * One consistent snapshot of the clinic's records, its data, its logo and its agenda's schedule (REPEATABLE READ: a pet deleted meanwhile takes its
 * exams with it in the snapshot too). Only the vet's rows: every repo call filters by clinicId. Every
 * photo a pet shows must be there: a backup never leaves one out quietly (see photosMissing).
 */
async function readRecords(db: Db, clinicId: string, now: Date): Promise<Records> {
  return db.tx(async (q) => {
    await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const owners = await listOwners(q, clinicId, undefined);
    const patients = await listPatients(q, clinicId);
    const missing = await missingPhotos(
      q,
      patients.flatMap((p) => (p.photo_hash ? [p.photo_hash] : [])),
    );
    if (missing.size > 0)
      throw photosMissing(patients.filter((p) => p.photo_hash && missing.has(p.photo_hash)));
    const exams = await listAllExams(q, clinicId);
    const services = await listServices(q, clinicId, {});
    const ranges = await loadCustomRanges(q, clinicId);
    const consultations = await consultationsForBackup(q, clinicId);
    const vitalRanges = await loadCustomVitalRanges(q, clinicId);
    const preventives = await preventivesForBackup(q, clinicId);
    const { name, rif, address, phone, estado } = (await findClinic(q, clinicId))!;
    const logo = await readLogo(q, clinicId);
    const { version: _scheduleVersion, ...schedule } = await findSchedule(q, clinicId);
    const appointments = await appointmentsForBackup(q, clinicId);
    const reminders = await remindersForBackup(q, clinicId);
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: now.toISOString(),
      // Versions stay out of the file: restored records start again at 1.
      owners: owners.map(({ _id, version: _version, ...owner }) => ({
        id: _id,
        ...owner,
        createdAt: owner.createdAt.toISOString(),
        updatedAt: owner.updatedAt.toISOString(),
      })),
      patients: patients.reverse(),
      labExams: exams.map(({ _id, createdAt, updatedAt, version: _version, ...exam }) => ({
        id: _id,
        ...exam,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      })),
      grooming: services
        .reverse()
        .map(({ _id, patientId, date, createdAt, updatedAt, version: _version, ...service }) => ({
          id: _id,
          patientId: patientId._id,
          date: date.toISOString(),
          ...service,
          createdAt: createdAt.toISOString(),
          updatedAt: updatedAt.toISOString(),
        })),
      labReferenceRanges: ranges,
      consultations,
      vitalReferenceRanges: vitalRanges,
      preventives,
      clinic: { name, rif, address, phone, estado, logo: logo ? logo.toString('base64') : null },
      schedule,
      appointments,
      reminders,
    };
  });
}

/**
 * A pet shows a photo whose bytes are not stored (an installation older than migration 009 whose file
 * was lost before it could be moved into the database). Refused before anything is sent, naming the
 * pets, so the vet can upload their photos again: a file without them would look complete and is not.
 */
function photosMissing(pets: PatientRow[]): HttpError {
  const names = pets.slice(0, 3).map((p) => `«${p.name}»`);
  const more = pets.length > 3 ? ` y ${pets.length - 3} más` : '';
  const msg =
    pets.length === 1
      ? `No se pudo crear el respaldo: falta la foto de la mascota ${names[0]}. Vuelve a subirla con «Cambiar foto» y repite el respaldo.`
      : `No se pudo crear el respaldo: faltan las fotos de ${pets.length} mascotas (${names.join(', ')}${more}). Vuelve a subirlas con «Cambiar foto» y repite el respaldo.`;
  return new HttpError(409, msg);
}

/** Photos read per query while the file goes out: a few MB in memory at most. */
const PHOTO_BATCH = 32;

/**
 * The gzip'd document as a stream. The records are read up front, and every photo checked to be
 * stored (a database error or a missing photo is still a clean answer with a Spanish message); the
 * photos, the bulk of the file, are read a batch at a time while the file goes out. A photo removed
 * after the snapshot (its pet deleted meanwhile) fails the stream: the download breaks and the screen
 * says it could not be made, rather than saving a file without it.
 */
export async function backupStream(
  db: Db,
  store: PhotoStore,
  clinicId: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<Gzip> {
  const records = await readRecords(db, clinicId, now);
  const gzip = createGzip();
  const source = Readable.from(documentChunks(records, store));
  source.on('error', (err) => {
    log.error({ err }, 'El respaldo se interrumpió mientras se enviaba');
    gzip.destroy(err);
  });
  source.pipe(gzip);
  return gzip;
}

async function* documentChunks(records: Records, store: PhotoStore) {
  const { patients, ...rest } = records;
  yield `{"format":${JSON.stringify(rest.format)},"version":${rest.version},"exportedAt":${JSON.stringify(rest.exportedAt)}`;
  yield `,"owners":${JSON.stringify(rest.owners)},"patients":[`;
  for (let start = 0; start < patients.length; start += PHOTO_BATCH) {
    const batch = patients.slice(start, start + PHOTO_BATCH);
    const photos = await store.readMany(batch.flatMap((row) => (row.photo_hash ? [row.photo_hash] : [])));
    for (const [j, row] of batch.entries()) {
      const photo = row.photo_hash ? photos.get(row.photo_hash) : undefined;
      if (row.photo_hash && !photo) throw new Error(`Foto ${row.photo_hash} eliminada durante el respaldo`);
      const patient = {
        id: row.id,
        ownerId: row.owner_id,
        name: row.name,
        birthDate: row.birth_date,
        species: row.species,
        sex: row.sex,
        breed: row.breed,
        weight: row.weight,
        mainVet: row.main_vet,
        referringVet: row.referring_vet,
        allergies: row.allergies,
        chronicConditions: row.chronic_conditions,
        photo: photo ? photo.toString('base64') : null,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      };
      yield (start + j ? ',' : '') + JSON.stringify(patient);
    }
  }
  yield `],"labExams":${JSON.stringify(rest.labExams)},"grooming":${JSON.stringify(rest.grooming)}`;
  yield `,"labReferenceRanges":${JSON.stringify(rest.labReferenceRanges)}`;
  yield `,"consultations":${JSON.stringify(rest.consultations)}`;
  yield `,"vitalReferenceRanges":${JSON.stringify(rest.vitalReferenceRanges)}`;
  yield `,"preventives":${JSON.stringify(rest.preventives)}`;
  yield `,"clinic":${JSON.stringify(rest.clinic)}`;
  yield `,"schedule":${JSON.stringify(rest.schedule)}`;
  yield `,"appointments":${JSON.stringify(rest.appointments)}`;
  yield `,"reminders":${JSON.stringify(rest.reminders)}}`;
}
