import { jest } from '@jest/globals';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isRunning } from '../../api/src/lib/process.js';
import { repoRoot } from '../lib/workspaces.mjs';
import { runScript } from './helpers/script-run.js';

jest.setTimeout(120_000);

/**
 * scripts/dev.mjs on a miniature repo: a front-end "watcher" that starts a grandchild, and a tiny
 * TypeScript api compiled by the real tsc -w and run by node --watch. Ctrl-C must leave nothing running.
 */
describe('npm run dev orchestration (scripts/dev.mjs)', () => {
  let repo: string;
  const pidsDir = () => path.join(repo, 'pids');
  beforeAll(async () => {
    repo = await mkdtemp(path.join(os.tmpdir(), 'vet-dev-'));
    await mkdir(pidsDir());
    // Each fake long-running process records its PID, so the test can check it is gone afterwards.
    const pidFile = (name: string) => path.join(pidsDir(), name);
    await writeFile(
      path.join(repo, 'package.json'),
      JSON.stringify({ name: 'fake', private: true, workspaces: ['shell', 'api'] }),
    );
    await symlink(path.join(repoRoot, 'node_modules'), path.join(repo, 'node_modules'));

    await mkdir(path.join(repo, 'shell'));
    const watcher = [
      "const fs = require('fs'); const cp = require('child_process');",
      `const g = cp.spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });`,
      `fs.writeFileSync('${pidFile('shell')}', String(process.pid)); fs.writeFileSync('${pidFile('shell-grandchild')}', String(g.pid));`,
      "console.log('shell watching'); setInterval(() => {}, 1000);",
    ].join(' ');
    await writeFile(path.join(repo, 'shell', 'watch.cjs'), watcher);
    await writeFile(
      path.join(repo, 'shell', 'package.json'),
      JSON.stringify({ name: '@fake/shell', version: '1.0.0', scripts: { watch: 'node watch.cjs' } }),
    );

    await mkdir(path.join(repo, 'api', 'src'), { recursive: true });
    await mkdir(path.join(repo, 'scripts', 'lib'), { recursive: true });
    for (const f of ['dev.mjs', 'lib/process-group.mjs', 'lib/workspaces.mjs'])
      await copyFile(path.join(repoRoot, 'scripts', f), path.join(repo, 'scripts', f));
    await writeFile(
      path.join(repo, 'api', 'package.json'),
      JSON.stringify({
        name: '@fake/api',
        version: '1.0.0',
        type: 'module',
        scripts: { build: 'tsc -p tsconfig.build.json' },
      }),
    );
    await writeFile(
      path.join(repo, 'api', 'tsconfig.build.json'),
      JSON.stringify({
        compilerOptions: {
          outDir: 'dist',
          rootDir: 'src',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          types: ['node'],
          skipLibCheck: true,
        },
        include: ['src'],
      }),
    );
    await writeFile(
      path.join(repo, 'api', 'src', 'server.ts'),
      [
        "import { writeFileSync } from 'node:fs';",
        `writeFileSync('${pidFile('api-server')}', String(process.pid));`,
        "console.log('fake api up');",
        "process.on('SIGTERM', () => process.exit(0));",
        'setInterval(() => {}, 1000);',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    for (const name of await readdir(pidsDir()).catch(() => [] as string[])) {
      const pid = Number(await readFile(path.join(pidsDir(), name), 'utf8'));
      if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
    await rm(repo, { recursive: true, force: true });
  });

  const recordedPids = async () =>
    Promise.all(
      (await readdir(pidsDir())).sort().map(async (name) => ({
        name,
        pid: Number(await readFile(path.join(pidsDir(), name), 'utf8')),
      })),
    );

  it('starts the watchers and the api, and Ctrl-C stops all of them', async () => {
    const run = runScript(path.join(repo, 'scripts', 'dev.mjs'), { cwd: repo });
    const deadline = Date.now() + 90_000;
    const ready = (out: string) =>
      out.includes('fake api up') &&
      out.includes('shell watching') &&
      out.includes('Watching for file changes');
    expect(await run.waitFor(ready, 90_000)).toBe(true);

    // node --watch restarts the api once tsc -w rewrites dist/server.js, so the recorded api PID can
    // change just after start-up: wait until every recorded process is alive and the record has settled.
    let pids = await recordedPids();
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      const again = await recordedPids();
      const settled = again.length === 3 && again.every((p, i) => p.pid === pids[i]?.pid && isRunning(p.pid));
      pids = again;
      if (settled) break;
    }
    expect(pids.map((p) => [p.name, isRunning(p.pid)])).toEqual(pids.map((p) => [p.name, true]));
    expect(pids).toHaveLength(3);

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    const everyPid = [...pids, ...(await recordedPids())];
    expect(everyPid.map((p) => [p.name, isRunning(p.pid)])).toEqual(everyPid.map((p) => [p.name, false]));
  });
});
