// A throw-away database holding one clinic-scale vet, made with the product's own seed
// (npm run seed): a temp DATA_DIR with the embedded PostgreSQL, or, with DATABASE_URL set, a fresh
// database on that server. cleanup() removes it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { apiDist } from './paths.mjs';
import { ensureApiBuilt } from './api-build.mjs';
import { freePortIn, startProcess, stopProcess } from './processes.mjs';

export const BENCH_VET = 'bench@example.com';

async function withAdmin(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * { env, dataDir, databaseUrl?, email, password, longHistoryPetId, agendaDay, seedMs, cleanup };
 * longHistoryPetId: the seed's dog with a long clinical record (200 consultations and 50 exams at clinic
 * scale); agendaDay: the agenda's full day (YYYY-MM-DD in the clinic's zone: today, unless the clinic is
 * closed or about to close).
 */
export async function clinicDatabase({ scale = 'clinic', seed = 1 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vet-bench-'));
  chmodSync(dataDir, 0o711); // mkdtemp makes it 0700: the postgres user (when run as root) must pass through
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `vet_bench_${randomBytes(4).toString('hex')}`;
    await withAdmin(process.env.DATABASE_URL, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    drop = () => withAdmin(process.env.DATABASE_URL, (c) => c.query(`DROP DATABASE ${name} WITH (FORCE)`));
  }
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [path.join(apiDist, 'seed', 'cli.js'), '--vet', BENCH_VET, '--scale', scale, '--seed', String(seed)],
    { env, encoding: 'utf8' },
  );
  const seedMs = Date.now() - started;
  process.stdout.write(run.stdout);
  if (run.status !== 0) throw new Error(`La siembra falló:\n${run.stderr}`);
  const password = /contraseña: (\S+)/.exec(run.stdout)?.[1];
  const longHistoryPetId = /Historia clínica larga: .* \(([0-9a-f-]{36})\)/.exec(run.stdout)?.[1];
  const agendaDay = /día completo: (\d{4}-\d{2}-\d{2})/.exec(run.stdout)?.[1];
  return {
    env,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    email: BENCH_VET,
    password,
    longHistoryPetId,
    agendaDay,
    seedMs,
    async cleanup() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The embedded PostgreSQL a running server started on DATA_DIR: port from pg/postmaster.pid (line 4),
 * password from pg-password. Lets a second process (the baseline server) use the same database.
 */
export function runningEmbeddedUrl(dataDir) {
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/veterinaria`;
}

/** Opens the clinic's database for this process: { url, stop } (starts the embedded server if needed). */
export async function openClinic(clinic) {
  if (clinic.databaseUrl) return { url: clinic.databaseUrl, stop: async () => {} };
  const { startEmbeddedPostgres } = await import(pathToFileURL(path.join(apiDist, 'db', 'embedded.js')).href);
  const { createLogger } = await import(pathToFileURL(path.join(apiDist, 'lib', 'logger.js')).href);
  const embedded = await startEmbeddedPostgres({ dataDir: clinic.dataDir, logger: createLogger('warn') });
  return { url: embedded.url, stop: () => embedded.stop() };
}

/**
 * The built product (node api/dist/server.js: the API, the shell and the remotes) on a clinic's
 * database, at 127.0.0.1:port; resolves with { child, ms } once /api/health answers.
 */
export function startProduct(clinic, port) {
  const env = { ...clinic.env, PORT: String(port), HOST: '127.0.0.1' };
  return startProcess(path.join(apiDist, 'server.js'), env, `http://127.0.0.1:${port}/api/health`);
}

/** A JSON call to the product's API at `base`, with the session `token` when given. */
export async function api(base, token, url, init = {}) {
  const res = await fetch(base + url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

/** The seeded vet's session token on the product at `base`. */
export async function signIn(base, clinic) {
  const body = JSON.stringify({ email: clinic.email, password: clinic.password });
  return (await api(base, null, '/api/auth/login', { method: 'POST', body })).token;
}

/**
 * The seeded clinic served by the built product on a free port of 8300–8399, its vet signed in: `run`
 * gets `{ clinic, base, token }`; the server and the clinic's data are removed afterwards, whatever `run`
 * did. The browser benches (page-load, slow-network) start this way.
 */
export async function withSeededProduct(run) {
  ensureApiBuilt();
  const clinic = await clinicDatabase(); // seeded before the server starts: the seed refuses a held DATA_DIR
  let server;
  try {
    const port = await freePortIn(8300, 8399);
    server = (await startProduct(clinic, port)).child;
    const base = `http://127.0.0.1:${port}`;
    return await run({ clinic, base, token: await signIn(base, clinic) });
  } finally {
    if (server) await stopProcess(server);
    await clinic.cleanup();
  }
}
