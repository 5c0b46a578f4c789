import { insertRows, type BulkColumn } from '../db/bulk-insert.js';
import type { Queryable } from '../db/pool.js';
import { addendaOf, type ClinicalPerson } from './addenda-repo.js';
import type { ConsultationFields, Prescription } from './input.js';
import type { MeasureKey } from './measures.js';
import { DATA_COLUMNS, dataValues, listAllConsultationRows, rowFields } from './repo.js';

// A clinic's consultations as its backup carries them (api/src/backup/README.md), and written back
// whole by a restore. People are named by name and CMV, never by account id: a restore finds them by
// CMV among the restoring clinic's members, on this server or another.

/** A person in the file: who they were, and the CMV a restore finds them by. */
export interface PersonRef {
  name: string;
  cmv: string;
}

export interface BackupAddendum {
  text: string;
  createdAt: string;
  author: PersonRef | null;
}

export type BackupConsultation = { [K in MeasureKey]: number | null } & {
  id: string;
  patientId: string;
  date: string;
  vet: PersonRef | null;
  reason: string;
  anamnesis: string;
  mucousMembranes: string;
  findings: string;
  presumptiveDiagnosis: string;
  definitiveDiagnosis: string;
  treatment: string;
  prescriptions: Prescription[];
  nextCheck: string | null;
  addenda: BackupAddendum[];
  createdAt: string;
  updatedAt: string;
};

const personRef = (person: ClinicalPerson | null): PersonRef | null =>
  person ? { name: person.name, cmv: person.cmv } : null;

/** Every consultation of the clinic with its addenda, oldest first (two queries, in the caller's snapshot). */
export async function consultationsForBackup(q: Queryable, clinicId: string): Promise<BackupConsultation[]> {
  const [rows, addenda] = await Promise.all([listAllConsultationRows(q, clinicId), addendaOf(q, clinicId)]);
  return rows.map((row) => ({
    id: row.id,
    patientId: row.patient_id,
    date: row.date.toISOString(),
    vet: row.vet_id ? { name: row.vet_name ?? '', cmv: row.vet_cmv ?? '' } : null,
    ...rowFields(row),
    addenda: (addenda.get(row.id) ?? []).map((a) => ({
      text: a.text,
      createdAt: a.createdAt.toISOString(),
      author: personRef(a.author),
    })),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

/** The clinic's members with a CMV, by it: who a restored consultation's people are. */
export async function membersByCmv(
  q: Queryable,
  clinicId: string,
): Promise<Map<string, { id: string; attends: boolean }[]>> {
  const { rows } = await q.query<{ id: string; cmv: string; attends: boolean }>(
    `SELECT v.id, v.cmv, m.role IN ('admin', 'vet') AS attends
     FROM clinic_members m JOIN vets v ON v.id = m.vet_id WHERE m.clinic_id = $1 AND v.cmv <> ''`,
    [clinicId],
  );
  const byCmv = new Map<string, { id: string; attends: boolean }[]>();
  for (const { id, cmv, attends } of rows)
    byCmv.set(cmv.trim(), [...(byCmv.get(cmv.trim()) ?? []), { id, attends }]);
  return byCmv;
}

/** A consultation written whole by a restore: new ids, its stamps and addenda kept. */
export interface ConsultationRecord {
  id: string;
  patientId: string;
  /** The attending vet, when the restoring clinic has them; else nobody. */
  vetId: string | null;
  data: ConsultationFields;
  createdAt: Date;
  updatedAt: Date;
  addenda: { text: string; createdAt: Date; authorId: string | null }[];
}

const CONSULTATION_COLUMNS: BulkColumn[] = [
  ['id', 'uuid'],
  ['patient_id', 'uuid'],
  ...DATA_COLUMNS,
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const ADDENDUM_COLUMNS: BulkColumn[] = [
  ['consultation_id', 'uuid'],
  ['text', 'text'],
  ['created_at', 'timestamptz'],
  ['created_by', 'uuid'],
];

/**
 * A restore's consultations and their addenda, a few statements for thousands (inside its transaction).
 * An addendum is signed by its own author: the restorer's stamp (`vet.author`, migration 012) is lifted
 * while they are written, and put back after.
 */
export async function insertConsultationRecords(
  q: Queryable,
  clinicId: string,
  records: ConsultationRecord[],
): Promise<void> {
  const rows = records.map((r) => [
    r.id,
    r.patientId,
    ...dataValues({ ...r.data, vetId: r.vetId }),
    r.createdAt.toISOString(),
    r.updatedAt.toISOString(),
  ]);
  await insertRows(q, 'consultations', clinicId, CONSULTATION_COLUMNS, rows);
  const addenda = records.flatMap((r) =>
    r.addenda.map((a) => [r.id, a.text, a.createdAt.toISOString(), a.authorId]),
  );
  if (addenda.length === 0) return;
  const { rows: stamp } = await q.query<{ author: string }>(
    "SELECT coalesce(current_setting('vet.author', true), '') AS author",
  );
  await q.query("SELECT set_config('vet.author', '', true)");
  await insertRows(q, 'consultation_addenda', clinicId, ADDENDUM_COLUMNS, addenda);
  await q.query("SELECT set_config('vet.author', $1, true)", [stamp[0].author]);
}
