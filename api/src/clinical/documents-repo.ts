import type { Queryable } from '../db/pool.js';

/** Who a pet's document is mailed to, and what the mail names: the pet, its owner, the clinic. */
export interface DocumentRecipient {
  petName: string;
  ownerName: string;
  /** '' when the owner has none. */
  ownerEmail: string;
  clinicName: string;
}

/** The pet of the session's clinic with its owner and clinic; undefined for any other pet. */
export async function findDocumentRecipient(
  q: Queryable,
  clinicId: string,
  patientId: string,
): Promise<DocumentRecipient | undefined> {
  const { rows } = await q.query<DocumentRecipient>(
    `SELECT p.name AS "petName", o.name AS "ownerName", o.email AS "ownerEmail", c.name AS "clinicName"
     FROM patients p JOIN owners o ON o.id = p.owner_id AND o.clinic_id = p.clinic_id
       JOIN clinics c ON c.id = p.clinic_id
     WHERE p.id = $1 AND p.clinic_id = $2`,
    [patientId, clinicId],
  );
  return rows[0];
}
