import type { Queryable } from '../db/pool.js';
import { addendaOf, type Addendum } from './addenda-repo.js';
import { loadVitalRanges } from './ranges-repo.js';
import { rowFields, type ConsultationRow } from './repo.js';
import { outOfRange, type Species, type VitalRanges } from './vital-ranges.js';

/** A consultation is edited by its author until this long after it was registered; then it is locked. */
export const EDITABLE_MS = 24 * 60 * 60_000;

/** The moment a consultation registered at `createdAt` locks. */
export const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + EDITABLE_MS);

/** The consultation as the API answers it (api/src/clinical/README.md), judged at `now`. */
export function toConsultation(row: ConsultationRow, addenda: Addendum[], ranges: VitalRanges, now: Date) {
  const fields = rowFields(row);
  const until = editableUntil(row.created_at);
  return {
    _id: row.id,
    patientId: row.patient_id,
    patient: {
      _id: row.patient_id,
      name: row.patient_name,
      species: row.species,
      breed: row.breed,
      ownerId: row.owner_id,
      ownerName: row.owner_name,
    },
    date: row.date,
    vet: row.vet_id ? { _id: row.vet_id, name: row.vet_name ?? '', cmv: row.vet_cmv ?? '' } : null,
    ...fields,
    // Judged against the clinic's ranges as they are now, for the pet's species.
    outOfRange: outOfRange(fields, ranges[row.species as Species]),
    addenda,
    authorId: row.created_by,
    locked: now.getTime() >= until.getTime(),
    editableUntil: until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by_name,
    updatedBy: row.updated_by_name,
    version: row.version,
  };
}

export type Consultation = ReturnType<typeof toConsultation>;

/** Rows as answers: their addenda and the clinic's ranges read once for all of them. */
export async function presentAll(
  q: Queryable,
  clinicId: string,
  rows: ConsultationRow[],
  now: Date,
): Promise<Consultation[]> {
  if (rows.length === 0) return [];
  const [addenda, ranges] = await Promise.all([
    addendaOf(
      q,
      clinicId,
      rows.map((r) => r.id),
    ),
    loadVitalRanges(q, clinicId),
  ]);
  return rows.map((row) => toConsultation(row, addenda.get(row.id) ?? [], ranges, now));
}

/** One row as its answer (undefined stays undefined: the caller answers 404). */
export async function presentOne(
  q: Queryable,
  clinicId: string,
  row: ConsultationRow | undefined,
  now: Date,
) {
  return row ? (await presentAll(q, clinicId, [row], now))[0] : undefined;
}
