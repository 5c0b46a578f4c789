// `npm run dev`: every front-end container rebuilt on change (`npm run watch -w <ws>`, rspack --watch),
// the API recompiled by `tsc -w` and restarted by `node --watch`. Ctrl-C stops every child.
// One remote alone, with a session and without the others: `npm run dev -w remotes/<name>` (remote-dev.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { processGroup } from './lib/process-group.mjs';
import { frontEndWorkspaces, npm, repoRoot, scriptsOf } from './lib/workspaces.mjs';

const group = processGroup({ tag: 'dev', cwd: repoRoot });
const env = { ...process.env, NODE_ENV: 'development' };

// The server needs dist/server.js before node --watch can start it.
const first = spawnSync(npm, ['run', 'build', '-w', 'api'], { cwd: repoRoot, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

for (const ws of frontEndWorkspaces()) {
  if (scriptsOf(ws).watch) group.run(ws, npm, ['run', 'watch', '-w', ws], env);
  else console.warn(`[dev] ${ws} no tiene script "watch": se omite / has no watch script, skipped`);
}
group.run(
  'api:tsc',
  process.execPath,
  [
    path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    path.join(repoRoot, 'api', 'tsconfig.build.json'),
    '--watch',
    '--preserveWatchOutput',
  ],
  env,
);
group.run(
  'api:server',
  process.execPath,
  ['--watch', '--watch-preserve-output', path.join(repoRoot, 'api', 'dist', 'server.js')],
  env,
);
