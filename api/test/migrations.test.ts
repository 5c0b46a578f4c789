import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate.js';
import { createDb, type Db } from '../src/db/pool.js';
import { migrationsDir } from '../src/lib/paths.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

describe('migrations', () => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await createTestDatabase();
    db = createDb(database.url);
  });
  afterEach(async () => {
    await db.close();
    await database.drop();
  });

  it('apply in order once; a second run changes nothing', async () => {
    const first = await migrate(db, migrationsDir);
    expect(first.applied.length).toBeGreaterThanOrEqual(2);
    expect(first.applied).toEqual([...first.applied].sort());
    expect(first.applied[0]).toBe('001_base.sql');
    const { rows: before } = await db.query(
      'SELECT version, name, applied_at FROM schema_migrations ORDER BY version',
    );

    const second = await migrate(db, migrationsDir);
    expect(second.applied).toEqual([]);
    const { rows: after } = await db.query(
      'SELECT version, name, applied_at FROM schema_migrations ORDER BY version',
    );
    expect(after).toEqual(before);
    const { rows } = await db.query("SELECT to_regclass('public.vets') AS t");
    expect(rows[0].t).toBe('vets');
  });

  it('concurrent start-ups wait for each other (advisory lock) and apply each file once', async () => {
    const other = createDb(database.url);
    try {
      const results = await Promise.all([
        migrate(db, migrationsDir),
        migrate(other, migrationsDir),
        migrate(db, migrationsDir),
      ]);
      const all = results.flatMap((r) => r.applied);
      expect(all.sort()).toEqual([...new Set(all)].sort());
      const { rows } = await db.query('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0].n).toBe(all.length);
    } finally {
      await other.close();
    }
  });

  it('a failing migration is rolled back entirely and named in the error', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vet-mig-'));
    try {
      await writeFile(path.join(dir, '001_ok.sql'), 'CREATE TABLE uno (id int);');
      await writeFile(path.join(dir, '002_bad.sql'), 'CREATE TABLE dos (id int); SELECT * FROM no_existe;');
      await expect(migrate(db, dir)).rejects.toThrow(/002_bad\.sql/);
      const { rows } = await db.query(
        "SELECT to_regclass('public.uno') AS uno, to_regclass('public.dos') AS dos",
      );
      expect(rows[0]).toEqual({ uno: 'uno', dos: null });
      const { rows: done } = await db.query('SELECT version FROM schema_migrations');
      expect(done).toEqual([{ version: '001' }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
