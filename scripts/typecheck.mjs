// @ts-check
// npm run typecheck: tsc over every TypeScript project in turn, stopping at the first that fails:
// shared-ui, the shell, each remote (the folders under remotes/, scripts/lib/remotes.cjs), the API, the
// scripts' tests, the prerender's renderer and the e2e suite.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from './lib/remotes.cjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Each project's folder and its extra flags. */
const projects = [
  ['shared-ui'],
  ['shell'],
  ...remoteNames(root).map((name) => [`remotes/${name}`]),
  ['api'],
  ['scripts'],
  // The build-time prerender's renderer (scripts/lib/prerender.cjs builds it).
  ['scripts/lib/prerender'],
  ['e2e', '--noEmit'],
];

for (const [dir, ...flags] of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', dir, ...flags], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
