import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { findFreePort } from '../../src/db/free-port.js';
import { apiRoot, repoRoot } from '../../src/lib/paths.js';
import { isRunning } from '../../src/lib/process.js';
import { codeIn, parseEml } from './mail.js';
import { newVet } from './http.js';

/** The compiled server as `npm start` runs it (node api/dist/server.js), as a child of the test. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const distDir = path.join(apiRoot, 'dist');
const stampFile = path.join(distDir, '.test-build-stamp');
const lockDir = path.join(apiRoot, '.test-build-lock');

function sourceFingerprint(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      const info = statSync(file);
      if (info.isDirectory()) walk(file);
      else parts.push(`${path.relative(apiRoot, file)}:${info.size}:${info.mtimeMs}`);
    }
  };
  walk(path.join(apiRoot, 'src'));
  return parts.join('\n');
}

/**
 * Compiles api/src into api/dist unless it already matches the sources. Test files run in parallel
 * workers: a directory lock keeps two tsc runs from writing dist while a server loads it.
 */
export async function buildServer(): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A lock older than any build is left by a killed run.
      const since = statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 170_000) rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`no se obtuvo ${lockDir}`);
      await delay(250);
    }
  }
  try {
    const fingerprint = sourceFingerprint();
    let built = '';
    try {
      built = readFileSync(stampFile, 'utf8');
    } catch {
      /* never built by a test */
    }
    if (built === fingerprint) return;
    const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(apiRoot, 'tsconfig.build.json')], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`tsc falló:\n${result.stdout}${result.stderr}`);
    writeFileSync(stampFile, fingerprint);
  } finally {
    rmdirSync(lockDir);
  }
}

export function startServer(dataDir: string, port: number, extraEnv: NodeJS.ProcessEnv = {}): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  // The embedded server is what these tests are about, unless the caller names a database.
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, [path.join(distDir, 'server.js')], {
    cwd: os.tmpdir(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Runs the compiled server with exactly `env` until it exits, as for a refusal at start-up. */
export function runServerToExit(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [path.join(distDir, 'server.js')], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`el servidor terminó: ${server.output()}`);
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.status === 200 && ((await res.json()) as { status?: string }).status === 'ok') return;
    } catch {
      /* not listening yet */
    }
    await delay(200);
  }
  throw new Error(`sin respuesta de /api/health: ${server.output()}`);
}

export interface HttpAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON from the API under test
  headers: Headers;
}

/** One HTTP call; JSON bodies are sent as JSON, FormData as multipart (the pet routes). */
export async function call(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${url}`, { method, headers, body: payload });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export function form(fields: Record<string, string | number>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, String(v));
  return data;
}

/**
 * The latest code mailed to email, from DATA_DIR/outbox (no SMTP_URL: mail is written there). Several
 * instances behind a proxy each write their own outbox: given several DATA_DIRs, the newest mail wins.
 */
export async function outboxCode(
  dataDirs: string | string[],
  email: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dirs = [dataDirs].flat().map((dir) => path.join(dir, 'outbox'));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files: string[] = [];
    for (const dir of dirs) {
      for (const name of await readdir(dir).catch(() => [] as string[]))
        if (name.endsWith('.eml') && name.includes(email)) files.push(path.join(dir, name));
    }
    // Outbox file names start with the time they were written (mail/mailer.ts).
    files.sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
    if (files.length > 0) return codeIn(parseEml(await readFile(files.at(-1)!, 'utf8')));
    if (Date.now() > deadline) throw new Error(`sin correo para ${email}`);
    await delay(100);
  }
}

/** Registers a vet over HTTP, confirms it with the code from the outbox, logs in. */
export async function signUpOverHttp(
  base: string,
  dataDir: string | string[],
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const vet = newVet(overrides);
  const created = await call(base, 'POST', '/api/auth/create-account', vet, undefined, headers);
  if (created.status !== 201) throw new Error(`registro: ${created.status} ${JSON.stringify(created.body)}`);
  const code = await outboxCode(dataDir, vet.email);
  const confirmed = await call(
    base,
    'POST',
    '/api/auth/confirm-account',
    { token: code, email: vet.email },
    undefined,
    headers,
  );
  if (confirmed.status !== 200) throw new Error(`confirmación: ${confirmed.status}`);
  const login = await call(
    base,
    'POST',
    '/api/auth/login',
    { email: vet.email, password: vet.password },
    undefined,
    headers,
  );
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { ...vet, token: login.body.token as string };
}

export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in KiB, from /proc/<pid>/status (VmRSS). */
export function rssKiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`sin VmRSS para ${pid}`);
  return Number(match[1]);
}

export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await delay(100);
  }
  return check();
}

/** Stops a server that may still run, and a postgres that outlived it, so nothing is left behind. */
export async function stopEverything(
  servers: ServerProcess[],
  postgresPids: Iterable<number>,
): Promise<void> {
  for (const s of servers) {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }
  for (const pid of postgresPids) {
    if (isRunning(pid)) {
      process.kill(pid, 'SIGINT');
      await waitUntil(() => !isRunning(pid), 20_000);
    }
  }
}

/**
 * For a describe block: the compiled server built from the current sources and a fresh DATA_DIR that
 * the postgres user (when run as root) can pass through. After the tests every server started here
 * and every PostgreSQL in postgresPids is stopped, and the DATA_DIR removed.
 */
export function useServerProcesses(prefix: string) {
  const servers = {
    dataDir: '',
    started: [] as ServerProcess[],
    postgresPids: new Set<number>(),
    /** Starts a server on the DATA_DIR, without waiting for it. */
    start(port: number, extraEnv: NodeJS.ProcessEnv = {}): ServerProcess {
      const server = startServer(servers.dataDir, port, extraEnv);
      servers.started.push(server);
      return server;
    },
    /** Starts one on a free port, waits until it is healthy and notes its embedded PostgreSQL. */
    async launch(extraEnv: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
      const server = servers.start(await findFreePort(), extraEnv);
      await waitForHealth(server);
      servers.postgresPids.add(postmasterPid(servers.dataDir)!);
      return server;
    },
  };
  beforeAll(async () => {
    await buildServer();
    servers.dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    await chmod(servers.dataDir, 0o711);
  });
  afterAll(async () => {
    await stopEverything(servers.started, servers.postgresPids);
    if (servers.dataDir) await rm(servers.dataDir, { recursive: true, force: true });
  });
  return servers;
}
