import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate.js';
import { createDb, type Db } from '../src/db/pool.js';
import { migrationsDir } from '../src/lib/paths.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

/** 007_search_indexes.sql on a database that already holds data (an installed clinic upgrading). */
describe('migration 007: search columns on existing rows', () => {
  let database: TestDatabase;
  let db: Db;
  let before: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url);
    before = await mkdtemp(path.join(os.tmpdir(), 'vet-mig-006-'));
    for (const name of await readdir(migrationsDir)) {
      if (name < '007') await cp(path.join(migrationsDir, name), path.join(before, name));
    }
    await migrate(db, before);
    await db.query(`
      INSERT INTO vets (id, email, password_hash, name, last_name, whatsapp, ci, cmv, estado)
        VALUES ('00000000-0000-4000-8000-000000000001', 'a@b.test', 'x', 'Ana', 'Pérez', '+58412', 'V-1', '1', 'Lara');
      INSERT INTO owners (id, vet_id, name, contact, created_at, updated_at)
        VALUES ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'José Núñez',
                '+584121234567', '2020-01-01Z', '2020-01-01Z');
      INSERT INTO patients (id, vet_id, owner_id, name, birth_date, species, sex, main_vet, created_at, updated_at)
        VALUES ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000001',
                '00000000-0000-4000-8000-0000000000a1', 'Ñoño', '2019-01-01', 'Felino', 'Macho', 'M.V.',
                '2020-01-01Z', '2020-01-01Z');
      INSERT INTO grooming_services (vet_id, patient_id, date, service, specifications, cost, payment_type,
                                     created_at, updated_at)
        VALUES ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000b1', '2024-01-01Z',
                'Baño', 'Champú', 10, 'Efectivo', '2024-01-01Z', '2024-01-01Z');`);
    await migrate(db, migrationsDir);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
    await rm(before, { recursive: true, force: true });
  });

  it('fills the new columns from the rows already there, keeping their updated_at', async () => {
    const pet = await db.query('SELECT search_text, updated_at FROM patients');
    expect(pet.rows[0].search_text).toBe('nono felino felina gato gata cat feline jose nunez');
    expect(pet.rows[0].updated_at.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    const service = await db.query('SELECT search_text, updated_at FROM grooming_services');
    expect(service.rows[0].search_text).toBe('nono bano champu');
    expect(service.rows[0].updated_at.toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });

  it('creates the trigram indexes (pg_trgm ships with the servers the product supports)', async () => {
    const { rows } = await db.query(
      "SELECT indexname FROM pg_indexes WHERE indexname LIKE '%search_trgm_idx' ORDER BY indexname",
    );
    expect(rows.map((r) => r.indexname)).toEqual([
      'consultations_search_trgm_idx',
      'grooming_services_search_trgm_idx',
      'owners_search_trgm_idx',
      'patients_search_trgm_idx',
    ]);
  });

  it('a direct update still moves updated_at; only trigger bookkeeping keeps it', async () => {
    await db.query("UPDATE patients SET weight = 4 WHERE name = 'Ñoño'");
    const { rows } = await db.query('SELECT updated_at FROM patients');
    expect(rows[0].updated_at.getTime()).toBeGreaterThan(Date.parse('2024-01-01'));
  });
});
