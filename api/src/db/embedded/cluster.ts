import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, readdir, readFile, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RunAs } from '../system-user.js';
import { ids, type Binaries } from './binaries.js';

export function isInitialised(pgDir: string): boolean {
  return existsSync(path.join(pgDir, 'PG_VERSION'));
}

/** The password lives next to the cluster, readable only by this app's user. */
export async function ensurePassword(dataDir: string, pgDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (isInitialised(pgDir)) {
    throw new Error(
      `Falta ${file}: sin ella no se puede entrar a la base de datos existente en ${pgDir}. Restaura el archivo, o borra ${pgDir} para empezar de cero.\n` +
        `${file} is missing: the existing database in ${pgDir} cannot be opened without it. Restore it, or delete ${pgDir} to start over.`,
    );
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: 'w' });
  return password;
}

/** initdb into a side folder, renamed into place only when complete: DATA_DIR/pg is never half-made. */
export async function initCluster(
  dataDir: string,
  pgDir: string,
  bins: Binaries,
  runAs: RunAs | undefined,
  password: string,
  durable: boolean,
  log: FastifyBaseLogger,
): Promise<void> {
  if (existsSync(pgDir)) {
    if ((await readdir(pgDir)).length > 0) {
      throw new Error(
        `${pgDir} existe pero no es una base de datos PostgreSQL. Muévelo o bórralo.\n${pgDir} exists but is not a PostgreSQL data folder. Move or delete it.`,
      );
    }
    await rmdir(pgDir);
  }
  const initDir = `${pgDir}.init`;
  const pwFile = path.join(dataDir, '.pg-init-password');
  await rm(initDir, { recursive: true, force: true });
  await mkdir(initDir, { mode: 0o700 });
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      await chown(initDir, runAs.uid, runAs.gid);
      await chown(pwFile, runAs.uid, runAs.gid);
    }
    log.info({ dataDir: pgDir }, 'Creando la base de datos embebida (initdb)');
    const args = [
      `--pgdata=${initDir}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--locale=C',
      ...(durable ? [] : ['--no-sync']),
    ];
    const result = spawnSync(bins.initdb, args, {
      ...ids(runAs),
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
    });
    if (result.status !== 0) {
      await rm(initDir, { recursive: true, force: true });
      const output = `${result.stderr ?? ''}${result.stdout ?? ''}${result.error?.message ?? ''}`.trim();
      throw new Error(`initdb falló / initdb failed:\n${output}`);
    }
    await rename(initDir, pgDir);
  } finally {
    await unlink(pwFile).catch(() => undefined);
  }
}
