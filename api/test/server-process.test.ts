import { jest } from '@jest/globals';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/db/free-port.js';
import { isRunning } from '../src/lib/process.js';
import { codeIn, parseEml } from './helpers/mail.js';
import {
  call,
  postmasterPid,
  runServerToExit,
  waitForHealth,
  waitUntil,
  useServerProcesses,
} from './helpers/server-process.js';
import { newVet } from './helpers/http.js';

jest.setTimeout(120_000);

function alive(pid: number | undefined): boolean {
  return pid !== undefined && isRunning(pid);
}

describe('the compiled server with embedded PostgreSQL', () => {
  // Always from the current sources: the test must exercise what `npm start` would run.
  const servers = useServerProcesses('vet-server-');

  let vet: ReturnType<typeof newVet>;

  it('starts, answers /api/health, and keeps an account it acknowledged', async () => {
    const first = servers.start(await findFreePort());
    await waitForHealth(first);
    const pid = postmasterPid(servers.dataDir);
    expect(alive(pid)).toBe(true);
    servers.postgresPids.add(pid!);

    vet = newVet();
    expect((await call(first.base, 'POST', '/api/auth/create-account', vet)).status).toBe(201);
    const outbox = path.join(servers.dataDir, 'outbox');
    // The mail is written after the answer (auth/after-reply.ts): wait for its file, not only the folder.
    await waitUntil(
      () => existsSync(outbox) && readdirSync(outbox).some((f) => f.includes(vet.email)),
      5_000,
    );
    const files = (await readdir(outbox)).filter((f) => f.includes(vet.email));
    expect(files).toHaveLength(1);
    const code = codeIn(parseEml(await readFile(path.join(outbox, files[0]), 'utf8')));
    expect((await call(first.base, 'POST', '/api/auth/confirm-account', { token: code })).status).toBe(200);
    expect(first.output()).toContain(`"code":"${code}"`); // the outbox log line carries the code
  });

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const second = servers.start(await findFreePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Ya hay un servidor usando DATA_DIR=${servers.dataDir}`);
    expect(second.output()).toContain('Another server');
    await waitForHealth(servers.started[0], 5_000); // the first one is untouched
  });

  it('after SIGKILL, a new start stops the leftover PostgreSQL and the data is still there', async () => {
    const first = servers.started[0];
    const oldPg = postmasterPid(servers.dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(alive(oldPg)).toBe(true); // the embedded server outlived its parent

    const again = servers.start(await findFreePort());
    await waitForHealth(again);
    expect(alive(oldPg)).toBe(false);
    expect(again.output()).toContain('Hay un PostgreSQL de una ejecución anterior');
    const newPg = postmasterPid(servers.dataDir);
    servers.postgresPids.add(newPg!);
    expect(newPg).not.toBe(oldPg);

    const login = await call(again.base, 'POST', '/api/auth/login', {
      email: vet.email,
      password: vet.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('SIGTERM stops the server and its PostgreSQL, and releases DATA_DIR', async () => {
    const running = servers.started.at(-1)!;
    const pgPid = postmasterPid(servers.dataDir);
    expect(alive(pgPid)).toBe(true);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(alive(pgPid)).toBe(false);
    expect(existsSync(path.join(servers.dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(servers.dataDir, 'server.lock'))).toBe(false);
  });

  (process.getuid?.() === 0 ? it : it.skip)(
    'explains what to do when the postgres user cannot reach DATA_DIR',
    async () => {
      const locked = await mkdtemp(path.join(os.tmpdir(), 'vet-locked-')); // mode 0700, owned by root
      try {
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          DATA_DIR: path.join(locked, 'data'),
          PORT: String(await findFreePort()),
        };
        delete env.DATABASE_URL;
        const result = runServerToExit(env);
        expect(result.status).toBe(1);
        expect(result.stderr).toContain('El usuario "postgres" no puede acceder');
        expect(result.stderr).toContain('DATA_DIR=/var/lib/veterinaria');
        expect(result.stderr).toContain('chmod o+x');
      } finally {
        await rm(locked, { recursive: true, force: true });
      }
    },
  );
});
