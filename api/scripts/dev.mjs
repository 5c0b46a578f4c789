// `npm run dev`: every front-end container rebuilt on change (`npm run dev -w <ws>`, rspack --watch),
// the API recompiled by `tsc -w` and restarted by `node --watch`. Ctrl-C stops every child.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { frontEndWorkspaces, npm, repoRoot, scriptsOf } from './workspaces.mjs';

const children = [];
let stopping = false;

function run(name, command, args) {
  // Own process group per child, so stopping it also stops what it started (npm → sh → rspack).
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, NODE_ENV: 'development' },
  });
  children.push({ name, child });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} terminó (${code ?? signal}); deteniendo todo / exited, stopping everything`);
    stopAll(1);
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  for (const { child } of alive) signalGroup(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const { child } of alive) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }, 15_000);
  Promise.all(
    alive.map(
      ({ child }) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
    ),
  ).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// The server needs dist/server.js before node --watch can start it.
const first = spawnSync(npm, ['run', 'build', '-w', 'api'], { cwd: repoRoot, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

for (const ws of frontEndWorkspaces()) {
  if (scriptsOf(ws).dev) run(ws, npm, ['run', 'dev', '-w', ws]);
  else console.warn(`[dev] ${ws} no tiene script "dev": se omite / has no dev script, skipped`);
}
run('api:tsc', process.execPath, [
  path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'),
  '-p',
  path.join(repoRoot, 'api', 'tsconfig.build.json'),
  '--watch',
  '--preserveWatchOutput',
]);
run('api:server', process.execPath, [
  '--watch',
  '--watch-preserve-output',
  path.join(repoRoot, 'api', 'dist', 'server.js'),
]);
