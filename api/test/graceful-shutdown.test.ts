import { jest } from '@jest/globals';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/db/free-port.js';
import {
  buildServer,
  call,
  postmasterPid,
  signUpOverHttp,
  startServer,
  stopEverything,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process.js';

jest.setTimeout(120_000);

/**
 * SIGTERM with requests in flight: the server stops accepting, lets the requests it has finish (also
 * those whose client already left), and only then ends the pool and stops the embedded PostgreSQL.
 */
describe('SIGTERM while requests are in flight', () => {
  let dataDir: string;
  const started: ServerProcess[] = [];
  const postgresPids = new Set<number>();

  beforeAll(async () => {
    await buildServer();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vet-sigterm-'));
    await chmod(dataDir, 0o711);
  });
  afterAll(async () => {
    await stopEverything(started, postgresPids);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes them (or the connection is refused), logs no error and keeps every acknowledged write', async () => {
    const server = startServer(dataDir, await findFreePort());
    started.push(server);
    await waitForHealth(server);
    postgresPids.add(postmasterPid(dataDir)!);
    const vet = await signUpOverHttp(server.base, dataDir);

    let stop = false;
    let sigtermAt = 0;
    const created: string[] = [];
    const statuses: { call: 'login' | 'owner'; status: number; body?: unknown }[] = [];
    let finishedAfterSigterm = 0;
    let networkErrors = 0;
    let n = 0;
    const worker = async (i: number) => {
      while (!stop) {
        const name = `Propietario ${++n}`;
        const sentAt = Date.now();
        try {
          // Logins hold a request for a whole argon2 check; owners are a write.
          const kind = i % 3 === 0 ? 'login' : 'owner';
          const res =
            kind === 'login'
              ? await call(server.base, 'POST', '/api/auth/login', {
                  email: vet.email,
                  password: vet.password,
                })
              : await call(server.base, 'POST', '/api/owners', { name, contact: '+584121234567' }, vet.token);
          statuses.push({ call: kind, status: res.status, body: res.status >= 400 ? res.body : undefined });
          if (res.status === 201) created.push(name);
          if (sigtermAt && sentAt < sigtermAt) finishedAfterSigterm++;
        } catch {
          networkErrors++; // refused, or a kept-alive socket closed as the server stopped
          if (server.child.exitCode !== null) return;
        }
      }
    };
    const workers = Array.from({ length: 12 }, (_, i) => worker(i));
    await new Promise((r) => setTimeout(r, 1_500));
    // Clients that give up mid-request: their handlers still run after the socket is gone.
    for (let i = 0; i < 10; i++) {
      const abort = new AbortController();
      fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: vet.email, password: vet.password }),
        signal: abort.signal,
      }).catch(() => undefined);
      setTimeout(() => abort.abort(), 30);
    }
    await new Promise((r) => setTimeout(r, 40));
    sigtermAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    stop = true;
    await Promise.all(workers);

    // A login may be refused with 429: more than the allowance of logins were in flight at once (each is
    // counted until its password checks out). That is the limiter doing its job, not the shutdown failing.
    const expected = { login: [200, 429], owner: [201] };
    expect(statuses.filter((s) => !expected[s.call].includes(s.status))).toEqual([]);
    const problems = server
      .output()
      .split('\n')
      .filter((line) => /"level":(5|6)0/.test(line) || /Cannot use a pool|pool after calling end/.test(line));
    expect(problems).toEqual([]);

    const again = startServer(dataDir, await findFreePort());
    started.push(again);
    await waitForHealth(again);
    postgresPids.add(postmasterPid(dataDir)!);
    const owners = (await call(again.base, 'GET', '/api/owners', undefined, vet.token)).body as {
      name: string;
    }[];
    const names = new Set(owners.map((o) => o.name));
    expect(created.filter((name) => !names.has(name))).toEqual([]);
    console.log(
      `SIGTERM: ${statuses.length} respuestas (${created.length} altas, ` +
        `${statuses.filter((s) => s.status === 429).length} inicios de sesión con 429), ${finishedAfterSigterm} terminadas tras la señal, ` +
        `${networkErrors} rechazadas por la conexión`,
    );
  });
});
