import { Readable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/pool.js';
import { listServices } from '../grooming/repo.js';
import { loadCustomRanges } from '../lab/ranges-repo.js';
import { listAllExams } from '../lab/repo.js';
import { listOwners } from '../owners/repo.js';
import type { PhotoStore } from '../patients/photo-store.js';
import { listPatients, type PatientRow } from '../patients/repo.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupDocument } from './format.js';

type Records = Omit<BackupDocument, 'patients'> & { patients: PatientRow[] };

/**
 * One consistent snapshot of the vet's records (REPEATABLE READ: a pet deleted meanwhile takes its
 * exams with it in the snapshot too). Only the vet's rows: every repo call filters by vetId.
 */
async function readRecords(db: Db, vetId: string, now: Date): Promise<Records> {
  return db.tx(async (q) => {
    await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const owners = await listOwners(q, vetId, undefined);
    const patients = await listPatients(q, vetId);
    const exams = await listAllExams(q, vetId);
    const services = await listServices(q, vetId, {});
    const ranges = await loadCustomRanges(q, vetId);
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: now.toISOString(),
      owners: owners.map(({ _id, ...owner }) => ({
        id: _id,
        ...owner,
        createdAt: owner.createdAt.toISOString(),
        updatedAt: owner.updatedAt.toISOString(),
      })),
      patients: patients.reverse(),
      labExams: exams.map(({ _id, createdAt, updatedAt, ...exam }) => ({
        id: _id,
        ...exam,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      })),
      grooming: services.reverse().map(({ _id, patientId, date, createdAt, updatedAt, ...service }) => ({
        id: _id,
        patientId: patientId._id,
        date: date.toISOString(),
        ...service,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      })),
      labReferenceRanges: ranges,
    };
  });
}

/**
 * The gzip'd document as a stream. The records are read up front (a database error is still a clean
 * 500); the photos, the bulk of the file, are read one at a time while the file goes out.
 */
export async function backupStream(
  db: Db,
  store: PhotoStore,
  vetId: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<Gzip> {
  const records = await readRecords(db, vetId, now);
  const gzip = createGzip();
  Readable.from(documentChunks(records, store, log)).pipe(gzip);
  return gzip;
}

async function* documentChunks(records: Records, store: PhotoStore, log: FastifyBaseLogger) {
  const { patients, ...rest } = records;
  yield `{"format":${JSON.stringify(rest.format)},"version":${rest.version},"exportedAt":${JSON.stringify(rest.exportedAt)}`;
  yield `,"owners":${JSON.stringify(rest.owners)},"patients":[`;
  for (const [i, row] of patients.entries()) {
    const photo = row.photo_hash ? await store.read(row.photo_hash) : undefined;
    if (row.photo_hash && !photo) log.warn({ hash: row.photo_hash }, 'Foto ausente al crear el respaldo');
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
      photo: photo ? photo.toString('base64') : null,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
    yield (i ? ',' : '') + JSON.stringify(patient);
  }
  yield `],"labExams":${JSON.stringify(rest.labExams)},"grooming":${JSON.stringify(rest.grooming)}`;
  yield `,"labReferenceRanges":${JSON.stringify(rest.labReferenceRanges)}}`;
}
