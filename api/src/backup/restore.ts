import type { Db, Queryable } from '../db/pool.js';
import { insertService } from '../grooming/repo.js';
import { HttpError } from '../http/errors.js';
import { saveRanges } from '../lab/ranges-repo.js';
import { insertExam } from '../lab/repo.js';
import { insertOwner } from '../owners/repo.js';
import type { ProcessedPhoto } from '../patients/image.js';
import type { PhotoRefs } from '../patients/photo-refs.js';
import { insertPatient } from '../patients/repo.js';
import { NOT_EMPTY_MSG, type RestoreCounts } from './format.js';
import { backupPhoto } from './photos.js';
import type { RestorePlan } from './validate.js';

/** Restore only fills an account that has no owners yet (so nothing it holds can clash or be doubled). */
export async function requireEmptyAccount(q: Queryable, vetId: string): Promise<void> {
  const { rowCount } = await q.query('SELECT 1 FROM owners WHERE vet_id = $1 LIMIT 1', [vetId]);
  if (rowCount) throw new HttpError(409, NOT_EMPTY_MSG);
}

/**
 * Writes the checked plan into the vet's account in ONE transaction, every record under a new id.
 * Photo files are written inside it (PhotoRefs.hold) and released again when it rolls back, so a
 * failure leaves neither rows nor files behind.
 */
export async function restorePlan(
  db: Db,
  photos: PhotoRefs,
  vetId: string,
  plan: RestorePlan,
  now: Date,
): Promise<RestoreCounts> {
  const images = new Map<string, ProcessedPhoto>();
  for (const [i, pet] of plan.patients.entries()) {
    if (pet.photo) images.set(pet.ref, await backupPhoto(pet.photo, `mascota ${i + 1}`));
  }
  const held: string[] = [];
  try {
    await db.tx(async (q) => {
      // Two restores into one account at once: the second waits, then finds it no longer empty.
      await q.query('SELECT 1 FROM vets WHERE id = $1 FOR UPDATE', [vetId]);
      await requireEmptyAccount(q, vetId);

      const owners = new Map<string, string>();
      for (const o of plan.owners) owners.set(o.ref, (await insertOwner(q, vetId, o.data, o.createdAt))._id);

      const patients = new Map<string, string>();
      for (const p of plan.patients) {
        const image = images.get(p.ref);
        if (image) {
          held.push(image.hash);
          await photos.hold(q, image.hash, image.bytes);
        }
        const ownerId = owners.get(p.ownerRef)!;
        patients.set(p.ref, await insertPatient(q, vetId, ownerId, p.data, image?.hash ?? null, p.createdAt));
      }

      const exams: string[] = [];
      for (const e of plan.labExams) {
        exams.push((await insertExam(q, vetId, patients.get(e.patientRef)!, e.data, e.createdAt))!._id);
      }
      const services: string[] = [];
      for (const s of plan.grooming) {
        services.push((await insertService(q, vetId, patients.get(s.patientRef)!, s.data, s.createdAt))!._id);
      }
      if (plan.ranges) await saveRanges(q, vetId, plan.ranges, now);

      await keepUpdatedAt(q, vetId, 'owners', [...owners.values()], plan.owners);
      await keepUpdatedAt(q, vetId, 'patients', [...patients.values()], plan.patients);
      await keepUpdatedAt(q, vetId, 'lab_exams', exams, plan.labExams);
      await keepUpdatedAt(q, vetId, 'grooming_services', services, plan.grooming);
    });
  } catch (err) {
    await photos.release(held);
    throw err;
  }
  return {
    owners: plan.owners.length,
    patients: plan.patients.length,
    photos: images.size,
    labExams: plan.labExams.length,
    grooming: plan.grooming.length,
    labReferenceRanges: plan.ranges !== null,
  };
}

type Table = 'owners' | 'patients' | 'lab_exams' | 'grooming_services';

/** The inserts stamped both times with createdAt; records edited after creation get their updatedAt back. */
async function keepUpdatedAt(
  q: Queryable,
  vetId: string,
  table: Table,
  ids: string[],
  records: { createdAt: Date; updatedAt: Date }[],
): Promise<void> {
  const changed = records.flatMap((r, i) =>
    r.updatedAt.getTime() === r.createdAt.getTime() ? [] : [{ id: ids[i], at: r.updatedAt }],
  );
  if (changed.length === 0) return;
  await q.query(
    `UPDATE ${table} t SET updated_at = u.at
     FROM unnest($2::uuid[], $3::timestamptz[]) AS u(id, at) WHERE t.id = u.id AND t.vet_id = $1`,
    [vetId, changed.map((c) => c.id), changed.map((c) => c.at)],
  );
}
