// Who a report's figures belong to: the clinic's people, active or not (a former member's work still counts).
import type { Queryable } from '../db/pool.js';
import { validationError } from '../http/errors.js';
import { NOT_A_PERSON_MSG } from './schemas.js';

/** The filter's person, lower-cased; a 400 when the clinic never had them. Undefined: everybody. */
export async function personFilter(q: Queryable, clinicId: string, vetId: string | undefined) {
  if (!vetId) return undefined;
  const id = vetId.toLowerCase();
  const { rowCount } = await q.query('SELECT 1 FROM clinic_members WHERE clinic_id = $1 AND vet_id = $2', [
    clinicId,
    id,
  ]);
  if (rowCount !== 1) throw validationError([{ field: 'vetId', msg: NOT_A_PERSON_MSG }]);
  return id;
}

/** «Nombre Apellido» of each id, as every record's authors are named. */
export async function namesOf(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const { rows } = await q.query<{ id: string; name: string }>(
    `SELECT id, name || ' ' || last_name AS name FROM vets WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
