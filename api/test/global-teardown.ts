import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const started = globalThis.__API_TEST_PG__;
  if (!started) return;
  globalThis.__API_TEST_PG__ = undefined;
  await started.server.stop();
  await rm(started.dir, { recursive: true, force: true });
}
