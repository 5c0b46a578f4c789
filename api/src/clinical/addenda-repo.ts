import type { Queryable } from '../db/pool.js';

/** A person as a consultation names them; null when the account is gone. */
export interface ClinicalPerson {
  _id: string;
  name: string;
  cmv: string;
}

export interface Addendum {
  _id: string;
  text: string;
  createdAt: Date;
  author: ClinicalPerson | null;
}

interface AddendumRow {
  id: string;
  consultation_id: string;
  text: string;
  created_at: Date;
  author_id: string | null;
  author_name: string | null;
  author_cmv: string | null;
}

const SELECT = `SELECT a.id, a.consultation_id, a.text, a.created_at, a.created_by AS author_id,
  v.name || ' ' || v.last_name AS author_name, v.cmv AS author_cmv
  FROM consultation_addenda a LEFT JOIN vets v ON v.id = a.created_by`;

function toAddendum(row: AddendumRow): Addendum {
  return {
    _id: row.id,
    text: row.text,
    createdAt: row.created_at,
    author: row.author_id
      ? { _id: row.author_id, name: row.author_name ?? '', cmv: row.author_cmv ?? '' }
      : null,
  };
}

/**
 * The addenda of these consultations of the clinic (every one of the clinic's without `consultationIds`,
 * as a backup reads them), oldest first, by consultation: one query.
 */
export async function addendaOf(
  q: Queryable,
  clinicId: string,
  consultationIds?: string[],
): Promise<Map<string, Addendum[]>> {
  const byConsultation = new Map<string, Addendum[]>();
  if (consultationIds?.length === 0) return byConsultation;
  const only = consultationIds ? ' AND a.consultation_id = ANY($2::uuid[])' : '';
  const { rows } = await q.query<AddendumRow>(
    `${SELECT} WHERE a.clinic_id = $1${only} ORDER BY a.created_at, a.id`,
    consultationIds ? [clinicId, consultationIds] : [clinicId],
  );
  for (const row of rows) {
    const list = byConsultation.get(row.consultation_id) ?? [];
    list.push(toAddendum(row));
    byConsultation.set(row.consultation_id, list);
  }
  return byConsultation;
}

/**
 * Adds a note to a consultation of the clinic (one statement: another clinic's, or a missing one, adds
 * nothing and answers undefined). Its author is the writer's person, stamped by the trigger.
 */
export async function insertAddendum(
  q: Queryable,
  clinicId: string,
  consultationId: string,
  text: string,
  now: Date,
): Promise<Addendum | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO consultation_addenda (clinic_id, consultation_id, text, created_at)
     SELECT c.clinic_id, c.id, $3, $4 FROM consultations c WHERE c.id = $1 AND c.clinic_id = $2
     RETURNING id`,
    [consultationId, clinicId, text, now],
  );
  if (!rows[0]) return undefined;
  const found = await q.query<AddendumRow>(`${SELECT} WHERE a.id = $1 AND a.clinic_id = $2`, [
    rows[0].id,
    clinicId,
  ]);
  return toAddendum(found.rows[0]);
}
