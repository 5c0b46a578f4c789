import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { Binaries } from '../src/db/embedded/binaries.js';
import { postgresProcessesIn, stopLeftoverServer } from '../src/db/embedded/leftover.js';
import { isRunning } from '../src/lib/process.js';

const onLinux = process.platform === 'linux' && existsSync('/bin/sleep');

/**
 * After SIGKILL of the postmaster its backends may outlive it for a moment. The stale postmaster.pid
 * is what would make a new postmaster refuse to share the folder with them, so it may go only once
 * they are gone.
 */
(onLinux ? describe : describe.skip)('a postmaster killed with its backends still running', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vet-leftover-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('waits for (then stops) the orphan backends before removing the stale postmaster.pid', async () => {
    const pgDir = path.join(dir, 'pg');
    await mkdir(pgDir);
    // A dead PID for the lock file: a process that has already exited.
    const gone = spawn('/bin/true');
    await new Promise((r) => gone.once('exit', r));
    await writeFile(path.join(pgDir, 'postmaster.pid'), `${gone.pid}\n${pgDir}\n`);
    // A stand-in backend: a binary named "postgres" running inside the data folder, as backends do.
    const fake = path.join(dir, 'postgres');
    await copyFile('/bin/sleep', fake);
    const backend = spawn(fake, ['60'], { cwd: pgDir, stdio: 'ignore' });
    const exited = new Promise((r) => backend.once('exit', r));
    await new Promise((r) => setTimeout(r, 100));
    expect(postgresProcessesIn(pgDir)).toEqual([backend.pid]);

    try {
      await stopLeftoverServer(pgDir, {} as Binaries, undefined, pino({ level: 'silent' }), 500);
      expect(isRunning(backend.pid!)).toBe(false);
      expect(existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false);
    } finally {
      backend.kill('SIGKILL');
      await exited;
    }
  });
});
