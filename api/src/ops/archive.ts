import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { acquireDataDirLock } from '../db/datadir-lock.js';
import { loadBinaries } from '../db/embedded/binaries.js';
import { stopLeftoverServer } from '../db/embedded/leftover.js';
import { ensurePostgresUser } from '../db/system-user.js';

/**
 * A cold copy of DATA_DIR in one .tar.gz (the system's tar): the embedded cluster (DATA_DIR/pg, copied
 * while no server runs, so the files are consistent without pg_dump, which the package lacks) with
 * everything the database holds (records, photos, the photo-URL key), its password and the mail outbox.
 * A manifest at the root says what the file is.
 */
const MANIFEST = 'vetclinic-archivo.json';
const FORMAT = 'vetclinic-archivo-servidor';
const VERSION = 1;
const LOCK = 'server.lock';

export type DatabaseKind = 'embedded' | 'external';

interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  /** external: the database lives at DATABASE_URL and is not in the file (pg_dump it). */
  database: DatabaseKind;
}

/** A refusal the operator can act on (Spanish, no stack). */
export class ArchiveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveRefused';
  }
}

export interface ArchiveOptions {
  dataDir: string;
  /** DATABASE_URL is set: the database (photos included) is elsewhere, only DATA_DIR's files are archived. */
  database: DatabaseKind;
  logger: FastifyBaseLogger;
}

/** Refused while a server holds DATA_DIR (its lock); a PostgreSQL left behind by a killed one is stopped. */
export async function backupDataDir(file: string, o: ArchiveOptions): Promise<{ bytes: number }> {
  const dataDir = path.resolve(o.dataDir);
  const target = path.resolve(file);
  if (!existsSync(dataDir))
    throw new ArchiveRefused(`DATA_DIR no existe (${dataDir}): no hay nada que respaldar.`);
  if (isInside(target, dataDir)) {
    throw new ArchiveRefused(
      'El archivo de respaldo no puede guardarse dentro de DATA_DIR: elige otra carpeta.',
    );
  }
  const lock = acquireDataDirLock(dataDir);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'vet-archivo-'));
  const partial = `${target}.parcial-${process.pid}`;
  try {
    const pgDir = path.join(dataDir, 'pg');
    if (o.database === 'embedded') {
      if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
        throw new ArchiveRefused(`No hay base de datos embebida en ${pgDir}: nada que respaldar.`);
      }
      await stopLeftoverServer(pgDir, await loadBinaries(), ensurePostgresUser(), o.logger);
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: o.database,
    };
    await writeFile(path.join(scratch, MANIFEST), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed: an interrupted backup never leaves a half file under the chosen name.
    tar([
      '-czf',
      partial,
      '-C',
      scratch,
      MANIFEST,
      '-C',
      dataDir,
      `--exclude=./${LOCK}`,
      '--exclude=./pg/postmaster.pid',
      '.',
    ]);
    await rename(partial, target);
    return { bytes: (await stat(target)).size };
  } finally {
    await rm(partial, { force: true });
    await rm(scratch, { recursive: true, force: true });
    lock.release();
  }
}

export interface RestoreOptions {
  dataDir: string;
  /** Replace what DATA_DIR holds (otherwise a non-empty DATA_DIR is refused). */
  force: boolean;
  logger: FastifyBaseLogger;
}

/**
 * Unpacks into a folder inside DATA_DIR first and checks it; only then is the old content removed (with
 * --force) and the new moved in, so a bad file never costs the data already there.
 */
export async function restoreDataDir(file: string, o: RestoreOptions): Promise<{ database: DatabaseKind }> {
  const dataDir = path.resolve(o.dataDir);
  const source = path.resolve(file);
  if (!existsSync(source)) throw new ArchiveRefused(`No se encuentra el archivo ${source}.`);
  await mkdir(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  const staging = path.join(dataDir, `.restaurando-${randomBytes(6).toString('hex')}`);
  try {
    const existing = (await readdir(dataDir)).filter((name) => name !== LOCK);
    if (existing.length > 0 && !o.force) {
      throw new ArchiveRefused(
        `DATA_DIR (${dataDir}) no está vacío. Para reemplazar su contenido por el del respaldo, repite con --force.`,
      );
    }
    await mkdir(staging, { mode: 0o700 });
    try {
      tar(['-xzpf', source, '-C', staging]);
    } catch {
      throw new ArchiveRefused(
        'El archivo está dañado o no es un respaldo del servidor (tar no pudo leerlo).',
      );
    }
    const manifest = await readManifest(path.join(staging, MANIFEST));
    await rm(path.join(staging, MANIFEST));
    if (manifest.database === 'embedded' && !existsSync(path.join(staging, 'pg', 'PG_VERSION'))) {
      throw new ArchiveRefused('El respaldo no contiene la base de datos embebida: está incompleto.');
    }
    for (const name of existing) await rm(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of await readdir(staging))
      await rename(path.join(staging, name), path.join(dataDir, name));
    // PostgreSQL runs as "postgres" when we are root: the cluster must be that user's, whoever made the file.
    const runAs = ensurePostgresUser();
    const pgDir = path.join(dataDir, 'pg');
    if (runAs && existsSync(pgDir)) spawnSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, pgDir]);
    return { database: manifest.database };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}

async function readManifest(file: string): Promise<Manifest> {
  let manifest: Partial<Manifest> | undefined;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Partial<Manifest>;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== FORMAT) {
    throw new ArchiveRefused('El archivo no es un respaldo del servidor de esta aplicación.');
  }
  if (manifest.version !== VERSION) {
    throw new ArchiveRefused(`El respaldo es de una versión que no se reconoce (admitida: ${VERSION}).`);
  }
  if (manifest.database !== 'embedded' && manifest.database !== 'external') {
    throw new ArchiveRefused('El archivo no es un respaldo del servidor de esta aplicación.');
  }
  return manifest as Manifest;
}

function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`tar ${args[0]} falló: ${result.error?.message ?? result.stderr.trim()}`);
  }
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
