// The benches run the compiled API (api/dist): build it when it is missing or older than its sources,
// so the figures are never those of yesterday's code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiDist, repoRoot } from './paths.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function ensureApiBuilt() {
  const server = path.join(apiDist, 'server.js');
  const seed = path.join(apiDist, 'seed', 'cli.js');
  const fresh =
    existsSync(server) &&
    existsSync(seed) &&
    statSync(server).mtimeMs >= newestMtime(path.join(repoRoot, 'api', 'src'));
  if (fresh) return;
  console.log('[bench] Compilando la API (api/dist)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = spawnSync(npm, ['run', 'build', '-w', 'api'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('La compilación de la API falló');
}
