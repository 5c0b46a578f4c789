// Browser journeys over the built product, served by its own server on a throw-away DATA_DIR.
import { defineConfig } from '@playwright/test';
import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productOrigin, suiteEnvironment, writeEnvironment } from './support/environment';

// Set once in the main process; workers inherit the environment, so all agree on the folder.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'vet-e2e-'));
  // mkdtemp makes it private; the embedded PostgreSQL runs as the "postgres" user and must pass through it.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
process.env.E2E_PORT ??= '8181';
// The second origin (global-setup.ts serves releases there) and a third one no environment allows;
// offsets of E2E_PORT, so that suites run side by side on different E2E_PORTs do not collide.
process.env.E2E_RELEASES_PORT ??= String(Number(process.env.E2E_PORT) + 1000);
process.env.E2E_FOREIGN_PORT ??= String(Number(process.env.E2E_PORT) + 2000);
// The environment file the server serves as /remotes.json (REMOTES_FILE, re-read when it changes),
// which journeys rewrite, and the releases folder of the second origin. Removed by the global teardown.
if (!process.env.E2E_SUITE_DIR) {
  process.env.E2E_SUITE_DIR = mkdtempSync(join(tmpdir(), 'vet-e2e-releases-'));
  process.env.E2E_REMOTES_FILE = join(process.env.E2E_SUITE_DIR, 'remotes.json');
  process.env.E2E_RELEASES_DIR = join(process.env.E2E_SUITE_DIR, 'releases');
  mkdirSync(process.env.E2E_RELEASES_DIR);
  writeEnvironment(process.env.E2E_REMOTES_FILE, suiteEnvironment());
}
const baseURL = productOrigin();

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium keeps trying to reach Google's hosts on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL: the server then stops its embedded PostgreSQL, which would
    // otherwise outlive every run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
