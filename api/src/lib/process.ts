import { readFileSync } from 'node:fs';

/**
 * True while pid is a live process. A zombie (exited, not yet reaped: common in containers whose
 * PID 1 never reaps orphans) counts as gone, although kill(pid, 0) still succeeds on it.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no procfs (macOS): trust kill(0)
  }
}

/** The process's command line from procfs, or undefined when it cannot be read. */
export function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return undefined;
  }
}
