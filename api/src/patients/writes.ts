import type { Db, Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import { STALE_MSG } from '../http/versions.js';
import type { PatientsContext } from './context.js';
import type { ProcessedPhoto } from './image.js';
import type { PatientFields } from './input.js';
import { deletePatient, insertPatient, lockPatient, updatePatient } from './repo.js';
import { OWNER_NOT_FOUND_MSG, PATIENT_NOT_FOUND_MSG } from './schemas.js';

// The photo is a row written inside the pet's transaction (after every check passed): when that
// transaction fails it takes the photo with it. Only a committed change that drops a photo releases it.

/**
 * Inside the create's transaction (http/submission-key.ts's createOnce opens it): the photo, then the
 * pet; its id.
 */
export async function createPatient(
  pc: PatientsContext,
  q: Queryable,
  clinicId: string,
  ownerId: string,
  fields: PatientFields,
  photo: ProcessedPhoto | undefined,
): Promise<string> {
  if (photo) await pc.photos.hold(q, photo.hash, photo.bytes);
  try {
    return await insertPatient(q, clinicId, ownerId, fields, photo?.hash ?? null, pc.clock.now());
  } catch (err) {
    // The owner was deleted (or never was this vet's) between the check and the insert.
    if ((err as { constraint?: string }).constraint === 'patients_owner_fkey') {
      throw new HttpError(404, OWNER_NOT_FOUND_MSG);
    }
    throw err;
  }
}

/** Applies the changes while the pet is still at `version` (the form's); 404 or 409 otherwise. */
export async function changePatient(
  pc: PatientsContext,
  writer: Db,
  clinicId: string,
  id: string,
  version: number,
  changes: Partial<PatientFields>,
  photo: ProcessedPhoto | undefined,
): Promise<void> {
  let previous: string | null = null;
  await writer.tx(async (q) => {
    const current = await lockPatient(q, clinicId, id);
    if (!current) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
    if (current.version !== version) throw new HttpError(409, STALE_MSG);
    previous = current.photoHash;
    if (photo) await pc.photos.hold(q, photo.hash, photo.bytes);
    await updatePatient(q, clinicId, id, changes, photo?.hash, pc.clock.now());
  });
  // Committed: the replaced photo goes if no other pet shows it.
  if (photo && previous !== photo.hash) await pc.photos.release([previous]);
}

/** false when the vet has no such pet. Exams and grooming go by FK cascade; the photo here, after it. */
export async function removePatient(
  pc: PatientsContext,
  writer: Db,
  clinicId: string,
  id: string,
): Promise<boolean> {
  const deleted = await deletePatient(writer, clinicId, id);
  if (!deleted) return false;
  await pc.photos.release([deleted.photoHash]);
  return true;
}
