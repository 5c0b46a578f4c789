// `npm start`: build what is not built yet (API, shell, each remote), then serve everything from one
// process (node api/dist/server.js), forwarding Ctrl-C / SIGTERM so the server shuts down cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frontEndWorkspaces, npm, repoRoot, scriptsOf } from './lib/workspaces.mjs';

function built(ws) {
  const dist = path.join(repoRoot, ws, 'dist');
  if (ws === 'api') return existsSync(path.join(dist, 'server.js'));
  if (ws === 'shell') return existsSync(path.join(dist, 'index.html'));
  return existsSync(path.join(dist, 'mf-manifest.json'));
}

function build(ws) {
  if (built(ws)) return;
  if (!scriptsOf(ws).build) {
    console.warn(`[start] ${ws} no tiene script "build": se omite / has no build script, skipped`);
    return;
  }
  console.log(`[start] Compilando ${ws} / building ${ws}…`);
  // One at a time: bundlers are memory hungry and the machine may be small.
  const result = spawnSync(npm, ['run', 'build', '-w', ws], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] La compilación de ${ws} falló / build of ${ws} failed.`);
    process.exit(result.status ?? 1);
  }
}

for (const ws of ['api', ...frontEndWorkspaces()]) build(ws);

const server = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.js')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
});
