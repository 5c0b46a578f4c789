import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { isRunning } from '../../lib/process.js';
import type { RunAs } from '../system-user.js';
import { ids, type Binaries } from './binaries.js';

function isPostgresProcess(pid: number, pgDir: string): boolean {
  if (!isRunning(pid)) return false;
  try {
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
  } catch {
    return true; // no procfs (macOS): a live PID from postmaster.pid is taken at its word
  }
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === realpathSync(pgDir); // a postmaster runs inside its data folder
  } catch {
    return true; // cannot look (permissions): assume it is ours rather than risk two servers on one folder
  }
}

/** Live postgres processes running inside pgDir (procfs only; none found elsewhere). */
export function postgresProcessesIn(pgDir: string): number[] {
  let entries: string[];
  let dir: string;
  try {
    entries = readdirSync('/proc');
    dir = realpathSync(pgDir);
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const name of entries) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (readlinkSync(`/proc/${pid}/cwd`) === dir && isRunning(pid)) found.push(pid);
    } catch {
      /* gone meanwhile, or not ours to look at */
    }
  }
  return found;
}

/**
 * After the postmaster died by SIGKILL its backends may still run for a moment, attached to the old
 * shared memory. The lock file is what tells a new postmaster so; before removing it, wait for them to
 * go (they leave by themselves once they notice), and kill the ones that do not.
 */
async function waitForOrphanBackends(pgDir: string, graceMs: number, log: FastifyBaseLogger): Promise<void> {
  const deadline = Date.now() + graceMs;
  let left = postgresProcessesIn(pgDir);
  while (left.length > 0 && Date.now() < deadline) {
    await delay(100);
    left = postgresProcessesIn(pgDir);
  }
  if (left.length === 0) return;
  log.warn({ pids: left }, 'Procesos de PostgreSQL sin su proceso principal: deteniéndolos');
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  const killDeadline = Date.now() + 5_000;
  while (postgresProcessesIn(pgDir).length > 0) {
    if (Date.now() > killDeadline) {
      throw new Error(
        `Quedan procesos de PostgreSQL usando ${pgDir} (${left.join(', ')}). Detenlos a mano.\n` +
          `PostgreSQL processes still use ${pgDir} (${left.join(', ')}). Stop them by hand.`,
      );
    }
    await delay(100);
  }
}

/**
 * A server left running by a process that died without stopping it (SIGKILL, crash) still holds
 * DATA_DIR/pg. We hold the DATA_DIR lock, so it is nobody's: stop it cleanly with pg_ctl.
 */
export async function stopLeftoverServer(
  pgDir: string,
  bins: Binaries,
  runAs: RunAs | undefined,
  log: FastifyBaseLogger,
  backendGraceMs = 10_000,
): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid, pgDir)) {
    // Stale file; PostgreSQL would refuse to start if its PID now belongs to another process.
    await waitForOrphanBackends(pgDir, backendGraceMs, log);
    await unlink(pidFile).catch(() => undefined);
    return;
  }
  log.warn({ pid }, 'Hay un PostgreSQL de una ejecución anterior usando DATA_DIR/pg: deteniéndolo');
  const result = spawnSync(bins.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], {
    ...ids(runAs),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    log.warn({ output: `${result.stderr}${result.stdout}` }, 'pg_ctl stop falló; enviando SIGQUIT');
    try {
      process.kill(pid, 'SIGQUIT');
    } catch {
      /* already gone */
    }
  }
  const deadline = Date.now() + 15_000;
  while (isPostgresProcess(pid, pgDir)) {
    if (Date.now() > deadline) {
      throw new Error(
        `No se pudo detener el PostgreSQL anterior (PID ${pid}) que usa ${pgDir}. Detenlo a mano.\n` +
          `Could not stop the leftover PostgreSQL (PID ${pid}) using ${pgDir}. Stop it by hand.`,
      );
    }
    await delay(200);
  }
}
