import { jest } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DataDirInUseError } from '../src/db/datadir-lock.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { createDb } from '../src/db/pool.js';
import { migrationsDir } from '../src/lib/paths.js';
import { ArchiveRefused, backupDataDir, restoreDataDir } from '../src/ops/archive.js';
import { silentLogger } from './helpers/logger.js';
import { foundClinic } from './helpers/tenancy.js';

jest.setTimeout(180_000);

/**
 * Issue #10 (8): `npm run db:backup` / `db:restore` on a real embedded PostgreSQL in a temp DATA_DIR:
 * back up, wipe, restore, start again and find the data, the photos (in the database since
 * migration 009) and the mail outbox.
 */
describe('operator backup of DATA_DIR', () => {
  const logger = silentLogger();
  const photo = Buffer.from('RIFF-foto-de-prueba');
  const photoHash = createHash('sha256').update(photo).digest('hex');
  const mail = Buffer.from('Subject: VetClinic: confirma tu cuenta\n\n123456\n');
  const mailName = '2026-01-01T00-00-00-000Z-000000-ana@clinica.test.eml';
  let root: string;
  let dataDir: string;
  let archive: string;

  const start = () => startEmbeddedPostgres({ dataDir, logger, durable: false });
  async function ownerNames(pg: EmbeddedPostgres): Promise<string[]> {
    const db = createDb(pg.url, { max: 1 });
    try {
      return (await db.query<{ name: string }>('SELECT name FROM owners ORDER BY name')).rows.map(
        (r) => r.name,
      );
    } finally {
      await db.close();
    }
  }
  async function storedPhoto(pg: EmbeddedPostgres): Promise<Buffer | undefined> {
    const db = createDb(pg.url, { max: 1 });
    try {
      const { rows } = await db.query<{ bytes: Buffer }>('SELECT bytes FROM photos WHERE hash = $1', [
        photoHash,
      ]);
      return rows[0]?.bytes;
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-archive-'));
    await chmod(root, 0o711); // the postgres user must pass through (tests run as root here)
    dataDir = path.join(root, 'data');
    archive = path.join(root, 'respaldos', 'servidor.tar.gz');
    const pg = await start();
    const db = createDb(pg.url, { max: 1 });
    try {
      await migrate(db, migrationsDir, logger);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO vets (email, password_hash, name, last_name, whatsapp, ci, cmv, estado)
         VALUES ('ana@clinica.test', 'x', 'Ana', 'Pérez', '+584121234567', 'V-1', '1', 'Mérida') RETURNING id`,
      );
      await db.query(
        `INSERT INTO owners (clinic_id, name, contact) VALUES ($1, 'Rosa Ñáñez', '+584121234567')`,
        [await foundClinic(db, rows[0].id)],
      );
      await db.query('INSERT INTO photos (hash, bytes) VALUES ($1, $2)', [photoHash, photo]);
    } finally {
      await db.close();
    }
    await mkdir(path.join(dataDir, 'outbox'));
    await writeFile(path.join(dataDir, 'outbox', mailName), mail);

    await pg.stop();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('backs up the stopped DATA_DIR, and a wiped DATA_DIR comes back whole', async () => {
    const { bytes } = await backupDataDir(archive, { dataDir, database: 'embedded', logger });
    expect(bytes).toBeGreaterThan(1000);
    await rm(dataDir, { recursive: true, force: true });

    await restoreDataDir(archive, { dataDir, force: false, logger });
    const pg = await start();
    try {
      expect(await ownerNames(pg)).toEqual(['Rosa Ñáñez']);
      expect(await storedPhoto(pg)).toEqual(photo);
    } finally {
      await pg.stop();
    }
    expect(await readFile(path.join(dataDir, 'outbox', mailName))).toEqual(mail);
    expect((await readdir(dataDir)).filter((n) => n.startsWith('.restaurando'))).toEqual([]);
  });

  it('refuses to overwrite a DATA_DIR that holds data unless --force; with it, replaces the content', async () => {
    await expect(restoreDataDir(archive, { dataDir, force: false, logger })).rejects.toThrow(
      /no está vacío.*--force/,
    );
    await writeFile(path.join(dataDir, 'outbox', 'sobrante.eml'), 'x');
    await restoreDataDir(archive, { dataDir, force: true, logger });
    expect(await readdir(path.join(dataDir, 'outbox'))).toEqual([mailName]);
    const pg = await start();
    try {
      expect(await ownerNames(pg)).toEqual(['Rosa Ñáñez']);
    } finally {
      await pg.stop();
    }
  });

  it('refuses a file that is not a server backup, and keeps what DATA_DIR held', async () => {
    const other = path.join(root, 'otro.tar.gz');
    await writeFile(other, gzipSync('no soy un tar'));
    await expect(restoreDataDir(other, { dataDir, force: true, logger })).rejects.toThrow(ArchiveRefused);
    const empty = path.join(root, 'vacio');
    await mkdir(empty);
    await writeFile(path.join(empty, 'nota.txt'), 'hola');
    const tarOfOther = path.join(root, 'otro2.tar.gz');
    expect(spawnSync('tar', ['-czf', tarOfOther, '-C', empty, '.']).status).toBe(0);
    await expect(restoreDataDir(tarOfOther, { dataDir, force: true, logger })).rejects.toThrow(
      'El archivo no es un respaldo del servidor de esta aplicación.',
    );
    expect(await readdir(path.join(dataDir, 'outbox'))).toEqual([mailName]);
    expect((await readdir(dataDir)).filter((n) => n.startsWith('.restaurando'))).toEqual([]);
  });

  it('refuses to write the backup inside DATA_DIR itself', async () => {
    await expect(
      backupDataDir(path.join(dataDir, 'r.tar.gz'), { dataDir, database: 'embedded', logger }),
    ).rejects.toThrow(ArchiveRefused);
  });

  it('refuses both commands while another process (a running server) holds DATA_DIR', async () => {
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dataDir, 'server.lock'), `${server.pid}\n`);
      await expect(backupDataDir(archive, { dataDir, database: 'embedded', logger })).rejects.toThrow(
        DataDirInUseError,
      );
      await expect(restoreDataDir(archive, { dataDir, force: true, logger })).rejects.toThrow(
        DataDirInUseError,
      );
    } finally {
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
    }
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('with DATABASE_URL (database and photos elsewhere) archives and restores the files alone', async () => {
    const files = path.join(root, 'solo-archivos');
    await mkdir(path.join(files, 'outbox'), { recursive: true });
    await writeFile(path.join(files, 'outbox', mailName), mail);
    const out = path.join(root, 'archivos.tar.gz');
    await backupDataDir(out, { dataDir: files, database: 'external', logger });
    await rm(files, { recursive: true, force: true });
    expect(await restoreDataDir(out, { dataDir: files, force: false, logger })).toEqual({
      database: 'external',
    });
    expect(await readFile(path.join(files, 'outbox', mailName))).toEqual(mail);
  });
});
