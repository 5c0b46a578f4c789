import { chmod, mkdtemp, rm } from 'node:fs/promises';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { EmbeddedPostgres } from '../src/db/embedded.js';

declare global {
  // Shared with global-teardown (same process).
  var __API_TEST_PG__: { server: EmbeddedPostgres; dir: string } | undefined;
}

type Resolver = (request: string, ...rest: unknown[]) => string;

/**
 * jest loads globalSetup as CommonJS and without moduleNameMapper, so the sources' './x.js' imports
 * would not resolve. While importing them, fall back to './x.ts' exactly as the test runtime does.
 */
async function importSource<T>(load: () => Promise<T>): Promise<T> {
  const mod = Module as unknown as { _resolveFilename: Resolver };
  const original = mod._resolveFilename;
  mod._resolveFilename = function (this: unknown, request, ...rest) {
    try {
      return original.call(this, request, ...rest);
    } catch (err) {
      if (!/^\.\.?\/.*\.js$/.test(request)) throw err;
      return original.call(this, request.replace(/\.js$/, '.ts'), ...rest);
    }
  };
  try {
    return await load();
  } finally {
    mod._resolveFilename = original;
  }
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set, else an embedded server in a temp folder
 * (under os.tmpdir() so the postgres user can reach it). Test files create their own databases from
 * TEST_PG_ADMIN_URL, which workers inherit.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_PG_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const { startEmbeddedPostgres } = await importSource(() => import('../src/db/embedded.js'));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vet-api-test-'));
  await chmod(dir, 0o711); // mkdtemp makes it 0700: the postgres user must be able to pass through
  try {
    const server = await startEmbeddedPostgres({
      dataDir: dir,
      logger: pino({ level: 'warn' }),
      durable: false,
    });
    globalThis.__API_TEST_PG__ = { server, dir };
    process.env.TEST_PG_ADMIN_URL = server.adminUrl;
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}
