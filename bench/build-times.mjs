// How long each container takes to build (npm run build -w <workspace>), one at a time as `npm start`
// does, so later benches (bundle sizes, the API) measure fresh builds. Workspaces named on the command
// line (`node build-times.mjs api shell`) limit it to those.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/paths.mjs';
import { printRows, row, writeResults } from './lib/results.mjs';

const { frontEndWorkspaces, npm } = await import(
  pathToFileURL(path.join(repoRoot, 'api', 'scripts', 'workspaces.mjs')).href
);

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
  rows.push(row(`npm run build -w ${ws}${run.status === 0 ? '' : ' (FALLÓ)'}`, s, 's'));
  if (run.status !== 0) process.stderr.write(run.stderr);
}
rows.push(row('Total, uno tras otro', Math.round(total * 10) / 10, 's'));
printRows('Tiempos de compilación', rows);
writeResults('build-times', rows);
