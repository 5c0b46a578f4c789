import { jest } from '@jest/globals';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/workspaces.mjs';
import { runScript } from './helpers/script-run.js';

jest.setTimeout(120_000);

/**
 * scripts/start.mjs on a miniature repo: workspaces whose "build" scripts record their order,
 * and an api/dist/server.js that reports the signal it gets.
 */
describe('npm start orchestration (scripts/start.mjs)', () => {
  let repo: string;

  async function workspace(ws: string, scripts: Record<string, string>) {
    await mkdir(path.join(repo, ws), { recursive: true });
    await writeFile(
      path.join(repo, ws, 'package.json'),
      JSON.stringify({ name: `@fake/${ws.replace('/', '-')}`, version: '1.0.0', scripts }),
    );
  }
  /** A build script that appends the package name to order.log and writes dist/<file>. */
  const buildInto = (file: string) =>
    `node -e "const fs = require('fs'); fs.appendFileSync('${path.join(repo, 'order.log')}', process.env.npm_package_name + '\\n'); ` +
    `fs.mkdirSync('dist', { recursive: true }); fs.writeFileSync('dist/${file}', 'x')"`;

  beforeAll(async () => {
    repo = await mkdtemp(path.join(os.tmpdir(), 'vet-start-'));
    await writeFile(
      path.join(repo, 'package.json'),
      JSON.stringify({ name: 'fake', private: true, workspaces: ['shell', 'remotes/*', 'api'] }),
    );
    await workspace('shell', { build: buildInto('index.html') });
    await workspace('remotes/auth', { build: buildInto('mf-manifest.json') });
    await workspace('remotes/lab', { build: 'node -e "process.exit(9)"' });
    await workspace('remotes/notes', {}); // no build script: skipped
    await workspace('api', {});
    // lab is already built, so its failing build script must never run
    await mkdir(path.join(repo, 'remotes', 'lab', 'dist'), { recursive: true });
    await writeFile(path.join(repo, 'remotes', 'lab', 'dist', 'mf-manifest.json'), '{}');
    await mkdir(path.join(repo, 'scripts', 'lib'), { recursive: true });
    await mkdir(path.join(repo, 'api', 'dist'), { recursive: true });
    for (const f of ['start.mjs', 'lib/workspaces.mjs'])
      await copyFile(path.join(repoRoot, 'scripts', f), path.join(repo, 'scripts', f));
    await writeFile(
      path.join(repo, 'api', 'dist', 'server.js'),
      `
      console.log('server up');
      process.on('SIGTERM', () => { console.log('server got SIGTERM'); process.exit(0); });
      setInterval(() => {}, 1000);
    `,
    );
  });
  afterAll(() => rm(repo, { recursive: true, force: true }));

  it('builds only what is missing, in order, then runs the server and forwards SIGTERM', async () => {
    const run = runScript(path.join(repo, 'scripts', 'start.mjs'), { cwd: repo });
    await run.waitFor((out) => out.includes('server up'), 90_000);
    expect(run.output()).toContain('server up');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('server got SIGTERM');

    expect((await readFile(path.join(repo, 'order.log'), 'utf8')).trim().split('\n')).toEqual([
      '@fake/shell',
      '@fake/remotes-auth',
    ]);
    expect(existsSync(path.join(repo, 'shell', 'dist', 'index.html'))).toBe(true);
    expect(existsSync(path.join(repo, 'remotes', 'auth', 'dist', 'mf-manifest.json'))).toBe(true);
    expect(run.output()).toContain('remotes/notes no tiene script "build"');
  });
});
