import { jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/db/free-port.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { newVet } from './helpers/http.js';
import {
  buildServer,
  call,
  outboxCode,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process.js';

jest.setTimeout(120_000);

/**
 * Issue 22: with DATABASE_URL (how several instances run) and no SMTP_URL, mail only reaches this
 * machine's outbox. The compiled server says so at start-up, and keeps codes out of its log.
 */
describe('the compiled server with DATABASE_URL and no SMTP_URL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    await buildServer();
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vet-bandeja-'));
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('warns that codes stay in this machine’s outbox, and never logs a code', async () => {
    server = startServer(dataDir, await findFreePort(), { DATABASE_URL: database.url });
    await waitForHealth(server);
    const warning = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.msg.includes('bandeja de esta máquina'));
    expect(warning).toMatchObject({
      level: 40,
      msg: expect.stringContaining(
        'Sin SMTP_URL, los correos (y sus códigos de confirmación y de recuperación)',
      ),
    });

    const vet = newVet();
    expect((await call(server.base, 'POST', '/api/auth/create-account', vet)).status).toBe(201);
    const code = await outboxCode(dataDir, vet.email);
    expect(server.output()).toContain('Correo guardado en la bandeja local (sin SMTP)');
    expect(server.output()).not.toContain(code);
  });
});
