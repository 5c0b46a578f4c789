import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { open, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { findFreePort } from '../free-port.js';
import type { RunAs } from '../system-user.js';
import { ids, type Binaries } from './binaries.js';

const STARTUP_TIMEOUT_MS = 60_000;
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;

export interface LaunchArgs {
  dataDir: string;
  pgDir: string;
  bins: Binaries;
  runAs: RunAs | undefined;
  password: string;
  durable: boolean;
  log: FastifyBaseLogger;
}

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

class LaunchError extends Error {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

export async function launchWithRetries(args: LaunchArgs): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort();
    try {
      return await launch(args, port);
    } catch (err) {
      // Another process may grab the port between our probe and postgres binding it: try another.
      if (!(err instanceof LaunchError && err.portTaken) || attempt >= 3) throw err;
    }
  }
}

async function launch(args: LaunchArgs, port: number): Promise<RunningServer> {
  const logFile = path.join(args.dataDir, 'postgres.log');
  await rotateLog(logFile);
  const logStart = existsSync(logFile) ? (await stat(logFile)).size : 0;
  // Logs go to a file, not a pipe: if this process is killed, the server keeps a valid stderr.
  const out = openSync(logFile, 'a');
  const flags = [
    '-D',
    args.pgDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    ...(args.durable
      ? []
      : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
  ];
  let child: ChildProcess;
  try {
    // Own process group: a Ctrl-C in the terminal reaches us, and we stop postgres after draining requests.
    child = spawn(args.bins.postgres, flags, {
      ...ids(args.runAs),
      detached: true,
      stdio: ['ignore', out, out],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
  } finally {
    closeSync(out);
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', () => undefined);
  const url = `postgres://postgres:${encodeURIComponent(args.password)}@127.0.0.1:${port}/postgres`;

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = await readFrom(logFile, logStart);
      throw new LaunchError(
        `PostgreSQL embebido no arrancó / embedded PostgreSQL did not start:\n${tail}`,
        /could not bind|Address already in use/i.test(tail),
      );
    }
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new LaunchError(
        `PostgreSQL embebido no respondió en ${STARTUP_TIMEOUT_MS / 1000} s / did not answer in time:\n${await readFrom(logFile, logStart)}`,
        false,
      );
    }
    ready = await canConnect(url);
    if (!ready) await Promise.race([delay(150), exited]);
  }
  child.unref();
  let stopping = false;

  // If this process exits without stop() (uncaught error), still ask postgres to shut down cleanly.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', onExit);
  child.once('exit', (code, signal) => {
    if (!stopping) args.log.error({ code, signal }, 'PostgreSQL embebido se detuvo inesperadamente');
  });

  return {
    port,
    async stop() {
      stopping = true;
      process.off('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGINT = fast shutdown: roll back open transactions, checkpoint, exit.
      for (const [signal, waitMs] of [
        ['SIGINT', 30_000],
        ['SIGQUIT', 5_000],
        ['SIGKILL', 5_000],
      ] as const) {
        child.kill(signal);
        if (await settlesWithin(exited, waitMs)) return;
        args.log.warn({ signal }, 'PostgreSQL embebido no se detuvo a tiempo');
      }
    },
  };
}

/** True when the promise settles within ms; the timer is cleared so it never holds the process open. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function rotateLog(file: string): Promise<void> {
  try {
    if ((await stat(file)).size > LOG_ROTATE_BYTES) await rename(file, `${file}.1`);
  } catch {
    /* no log yet */
  }
}

async function readFrom(file: string, offset: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size - offset, 8192);
    const buffer = Buffer.alloc(Math.max(0, length));
    await handle.read(buffer, 0, buffer.length, Math.max(offset, size - 8192));
    return buffer.toString('utf8').trim();
  } finally {
    await handle.close();
  }
}
