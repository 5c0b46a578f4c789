import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { commandLine, isRunning } from '../lib/process.js';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Ya hay un servidor usando DATA_DIR=${dataDir} (proceso ${ownerPid}). Detenlo antes de iniciar otro o usa otro DATA_DIR.\n` +
        `Another server (PID ${ownerPid}) is already using DATA_DIR=${dataDir}. Stop it first or use a different DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** True when pid runs and (where procfs tells) is a node process: a PID reused by anything else is stale. */
export function isNodeProcessAlive(pid: number): boolean {
  if (!isRunning(pid)) return false;
  const cmd = commandLine(pid);
  return cmd === undefined || cmd.includes('node');
}

/**
 * One server per DATA_DIR: DATA_DIR/server.lock holds the owner's PID. A lock whose owner is gone
 * (crash, SIGKILL) is taken over; a live owner makes this start refuse.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return lockHandle(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(file);
    if (owner === process.pid) return lockHandle(file);
    if (owner !== undefined && isNodeProcessAlive(owner)) throw new DataDirInUseError(dataDir, owner);
    removeIfOwnedBy(file, owner); // stale: its process is gone
  }
  throw new Error(`No se pudo tomar el bloqueo ${file} / Could not take the lock ${file}`);
}

function lockHandle(file: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    removeIfOwnedBy(file, process.pid);
    process.off('exit', release);
  };
  process.on('exit', release);
  return { file, release };
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

// Re-reads before deleting, so a lock another process has just taken is never removed by mistake.
function removeIfOwnedBy(file: string, pid: number | undefined): void {
  if (readOwner(file) !== pid) return;
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
