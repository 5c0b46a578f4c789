// Serves the built product for the browser journeys: the real server, embedded PostgreSQL
// (or DATABASE_URL), mail to the outbox of the test's DATA_DIR. Builds what is not built yet.
// /remotes.json is the suite's environment file, which journeys rewrite; CORS answers only the product.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: process.env.E2E_DATA_DIR,
    PORT: process.env.E2E_PORT,
    HOST: '127.0.0.1',
    REMOTES_FILE: process.env.E2E_REMOTES_FILE,
    RELEASES_DIR: process.env.E2E_RELEASES_DIR,
    SHELL_ORIGINS: `http://127.0.0.1:${process.env.E2E_PORT}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
