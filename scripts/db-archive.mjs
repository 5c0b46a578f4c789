// Root `npm run db:backup -- <file>` / `npm run db:restore -- <file> [--force]`: builds the API when
// dist/ lacks the command, then runs it (api/src/ops/archive-cli.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { npm, repoRoot } from './lib/workspaces.mjs';

const cli = path.join(repoRoot, 'api', 'dist', 'ops', 'archive-cli.js');
if (!existsSync(cli)) {
  console.log('[db] Compilando la API / building the API…');
  const built = spawnSync(npm, ['run', 'build', '-w', 'api'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
