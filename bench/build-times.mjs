// How long each container takes to build from clean (npm run build -w <workspace>: each build empties
// its dist/ first, and no build cache is kept), one at a time as `npm start` does, so later benches
// (bundle sizes, the API) measure fresh builds. Issue #9: every container in under 60 s, one remote in
// under 10 s. Workspaces named on the command line (`node build-times.mjs api shell`) limit it to those.
import { spawnSync } from 'node:child_process';
import { frontEndWorkspaces, npm } from '../scripts/lib/workspaces.mjs';
import { repoRoot } from './lib/paths.mjs';
import { printRows, row, rowBelow, writeResults } from './lib/results.mjs';

const TARGET = { allSeconds: 60, remoteSeconds: 10 };
const rows = [];
let total = 0;
const chosen = process.argv.slice(2);
const workspaces = ['api', ...frontEndWorkspaces()].filter(
  (ws) => chosen.length === 0 || chosen.includes(ws),
);
for (const ws of workspaces) {
  const started = performance.now();
  const run = spawnSync(npm, ['run', 'build', '-w', ws], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const s = Math.round((performance.now() - started) / 100) / 10;
  total += s;
  const name = `npm run build -w ${ws}${run.status === 0 ? '' : ' (FALLÓ)'}`;
  const remote = ws.startsWith('remotes/');
  rows.push(
    remote
      ? row(name, s, 's', `< ${TARGET.remoteSeconds} s`, run.status === 0 && s < TARGET.remoteSeconds)
      : row(name, s, 's'),
  );
  if (run.status !== 0) process.stderr.write(run.stderr);
}
const all = Math.round(total * 10) / 10;
rows.push(
  chosen.length === 0
    ? rowBelow('Todos los contenedores, uno tras otro', all, 's', TARGET.allSeconds)
    : row('Total, uno tras otro', all, 's'),
);
printRows('Tiempos de compilación', rows);
writeResults('build-times', rows);
