import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultAuthSettings } from '../src/auth/settings.js';
import { findSession } from '../src/auth/sessions.js';
import { migrate } from '../src/db/migrate.js';
import { createDb, type Db } from '../src/db/pool.js';
import { sha256Hex } from '../src/lib/crypto.js';
import { migrationsDir } from '../src/lib/paths.js';
import { SCALES } from '../src/seed/scales.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

/**
 * Issue 25 (1): 010_clinics.sql on a database of per-vet records, one vet at clinic scale (issue 9's
 * ten-year clinic) and one small. Each vet becomes the administrator of its own clinic holding every
 * record it had, and nothing else changes for that vet.
 */
const ANA = '00000000-0000-4000-8000-000000000001';
const BETO = '00000000-0000-4000-8000-000000000002';
const TOKEN = 'A'.repeat(43);
const RECORD_TABLES = [
  'owners',
  'patients',
  'lab_exams',
  'grooming_services',
  'lab_reference_ranges',
] as const;
const { owners, pets, exams, services } = SCALES.clinic;

/** Per tenant and table: how many rows, and a digest of every row but its tenant and the new columns
 *  (010's authors, 015's pet alerts, empty for every existing pet, and 020's owners' reminders_opt_out,
 *  false for every existing owner). */
async function recordsOf(db: Db, tenantColumn: 'vet_id' | 'clinic_id', tenant: string) {
  const out: Record<string, { n: number; digest: string }> = {};
  for (const table of RECORD_TABLES) {
    const { rows } = await db.query<{ n: number; digest: string }>(
      `SELECT count(*)::int AS n,
              md5(string_agg((to_jsonb(x) - 'vet_id' - 'clinic_id' - 'created_by' - 'updated_by'
                  - 'allergies' - 'chronic_conditions' - 'reminders_opt_out')::text, ','
                  ORDER BY to_jsonb(x)::text)) AS digest
       FROM ${table} x WHERE ${tenantColumn} = $1`,
      [tenant],
    );
    out[table] = rows[0];
  }
  return out;
}

/** The vet's row as it was before 010 (011 adds joining_invitation_id, empty for every existing vet). */
async function vetRow(db: Db, id: string) {
  const { rows } = await db.query(
    "SELECT to_jsonb(v) - 'joining_invitation_id' AS row FROM vets v WHERE id = $1",
    [id],
  );
  return rows[0].row;
}

describe('migration 010: every vet becomes the administrator of its own clinic', () => {
  let database: TestDatabase;
  let db: Db;
  let before: string;
  const snapshot: Record<string, unknown> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url);
    before = await mkdtemp(path.join(os.tmpdir(), 'vet-mig-009-'));
    for (const name of await readdir(migrationsDir)) {
      if (name < '010') await cp(path.join(migrationsDir, name), path.join(before, name));
    }
    await migrate(db, before);
    await db.query(
      `INSERT INTO vets (id, email, password_hash, name, last_name, whatsapp, ci, cmv, estado, confirmed)
       VALUES ($1, 'ana@clinica.test', 'x', 'Ana', 'Pérez', '+584121234567', 'V-1', '1', 'Lara', true),
              ($2, 'beto@clinica.test', 'x', 'Beto', 'Ríos', '+584149876543', 'V-2', '2', 'Zulia', true)`,
      [ANA, BETO],
    );
    // Ana's clinic: issue 9's scale, in a few statements.
    await db.query(
      `INSERT INTO owners (vet_id, name, contact, created_at, updated_at)
       SELECT $1, 'Dueño ' || i, '+58412' || lpad(i::text, 7, '0'), '2020-01-01Z'::timestamptz + i * interval '1 hour',
              '2021-01-01Z'
       FROM generate_series(1, $2::int) i`,
      [ANA, owners],
    );
    await db.query(
      `INSERT INTO patients (vet_id, owner_id, name, birth_date, species, sex, main_vet, created_at, updated_at)
       SELECT $1, o.id, 'Mascota ' || i, '2018-01-01', 'Canino', 'Hembra', 'M.V. Ana Pérez', '2020-06-01Z', '2021-06-01Z'
       FROM generate_series(1, $2::int) i
       JOIN (SELECT id, row_number() OVER (ORDER BY created_at) AS k FROM owners) o ON o.k = 1 + i % $3::int`,
      [ANA, pets, owners],
    );
    await db.query(
      `WITH p AS (SELECT id, row_number() OVER (ORDER BY name) AS k FROM patients)
       INSERT INTO lab_exams (vet_id, patient_id, date, hematocrit, white_blood_cells, total_protein, platelets,
         segmented_neutrophils, band_neutrophils, lymphocytes, monocytes, basophils, reticulocytes, eosinophils,
         nrbc, total_cells, created_at, updated_at)
       SELECT $1, p.id, '2022-01-01'::date + i % 900, 45, 12, 7, 300, 60, 2, 30, 5, 0, 0, 3, 0, 100,
              '2022-01-01Z', '2022-02-01Z'
       FROM generate_series(1, $2::int) i JOIN p ON p.k = 1 + i % $3::int`,
      [ANA, exams, pets],
    );
    await db.query(
      `WITH p AS (SELECT id, row_number() OVER (ORDER BY name) AS k FROM patients)
       INSERT INTO grooming_services (vet_id, patient_id, date, service, specifications, cost, payment_type,
         created_at, updated_at)
       SELECT $1, p.id, '2023-01-01Z'::timestamptz + i * interval '3 hours', 'Baño', 'Champú ' || i, 12.5, 'Zelle',
              '2023-01-01Z', '2023-02-01Z'
       FROM generate_series(1, $2::int) i JOIN p ON p.k = 1 + i % $3::int`,
      [ANA, services, pets],
    );
    await db.query(
      `INSERT INTO lab_reference_ranges (vet_id, species, parameter, min_value, max_value)
       VALUES ($1, 'perro', 'hematocrit', 35, 55)`,
      [ANA],
    );
    // Beto: one owner, and a session Ana has open while the server is upgraded.
    await db.query(`INSERT INTO owners (vet_id, name, contact) VALUES ($1, 'Dueña de Beto', '+58414')`, [
      BETO,
    ]);
    await db.query(
      `INSERT INTO sessions (vet_id, token_hash, expires_at, last_seen_at)
       VALUES ($1, $2, now() + interval '1 day', now())`,
      [ANA, sha256Hex(TOKEN)],
    );
    snapshot.ana = await recordsOf(db, 'vet_id', ANA);
    snapshot.beto = await recordsOf(db, 'vet_id', BETO);
    snapshot.anaRow = await vetRow(db, ANA);
    snapshot.betoRow = await vetRow(db, BETO);
    await migrate(db, migrationsDir);
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await database.drop();
    await rm(before, { recursive: true, force: true });
  });

  it('gives each vet a clinic of the same id holding the same records, row for row', async () => {
    const ana = await recordsOf(db, 'clinic_id', ANA);
    expect(ana).toEqual(snapshot.ana);
    expect(ana.owners.n).toBe(owners);
    expect(ana.grooming_services.n).toBe(services);
    expect(await recordsOf(db, 'clinic_id', BETO)).toEqual(snapshot.beto);
  });

  it('makes each vet the only member and administrator of its clinic, named after it', async () => {
    const { rows } = await db.query(
      `SELECT c.id, c.name, c.phone, c.estado, m.vet_id, m.role, m.active
       FROM clinics c JOIN clinic_members m ON m.clinic_id = c.id ORDER BY c.name`,
    );
    expect(rows).toEqual([
      {
        id: ANA,
        name: 'Clínica Ana Pérez',
        phone: '+584121234567',
        estado: 'Lara',
        vet_id: ANA,
        role: 'admin',
        active: true,
      },
      {
        id: BETO,
        name: 'Clínica Beto Ríos',
        phone: '+584149876543',
        estado: 'Zulia',
        vet_id: BETO,
        role: 'admin',
        active: true,
      },
    ]);
  });

  it('names the vet as author of every record it had, without touching updated_at', async () => {
    for (const table of ['owners', 'patients', 'lab_exams', 'grooming_services']) {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM ${table}
         WHERE created_by IS DISTINCT FROM clinic_id OR updated_by IS DISTINCT FROM clinic_id`,
      );
      expect([table, rows[0].n]).toEqual([table, 0]);
    }
  });

  it("leaves the vets' accounts as they were, and an open session goes on, in the vet's clinic", async () => {
    expect(await vetRow(db, ANA)).toEqual(snapshot.anaRow);
    expect(await vetRow(db, BETO)).toEqual(snapshot.betoRow);
    const session = await findSession(db, TOKEN, new Date(), defaultAuthSettings);
    expect(session).toMatchObject({ vetId: ANA, clinicId: ANA, role: 'admin' });
  });

  it('keeps the search columns following renames after the tenant column moved', async () => {
    await db.query(`UPDATE owners SET name = 'Dueña Renombrada' WHERE clinic_id = $1`, [BETO]);
    await db.query(
      `INSERT INTO patients (clinic_id, owner_id, name, birth_date, species, sex, main_vet)
       SELECT clinic_id, id, 'Luna', '2020-01-01', 'Felino', 'Hembra', 'M.V.' FROM owners WHERE clinic_id = $1`,
      [BETO],
    );
    const { rows } = await db.query(`SELECT search_text FROM patients WHERE clinic_id = $1`, [BETO]);
    expect(rows[0].search_text).toContain('duena renombrada');
  });
});
