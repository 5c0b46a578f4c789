import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AppEnv } from '../src/config.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { staticUnder } from './helpers/environment.js';

/**
 * Issue #22 (13): source maps publish the front end's original sources. Production builds emit none,
 * and a server outside APP_ENV=local never serves a .map, wherever it lies (shell, remotes, releases).
 * Development builds keep theirs, and the local server serves them, for the browser's devtools.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

// The containers' own config (rspack.shared.js), built by plain Node: it is CommonJS over an ESM rspack.
const BUILD = `
const { rspack } = require('@rspack/core');
const { containerConfig } = require('./rspack.shared.js');
const dir = process.argv[1];
const config = containerConfig({ dir, federation: { name: 'probe', exposes: { './module': './src/module.ts' } } });
rspack({ ...config, stats: 'none' }, (err, stats) => {
  if (err || stats.hasErrors()) { console.error(err ?? stats.toString('errors-only')); process.exit(1); }
});
`;

/** A built front-end with a source map beside each script: shell, one remote and one release. */
async function builtFrontEnd(root: string) {
  const shell = path.join(root, 'shell', 'dist');
  const auth = path.join(root, 'remotes', 'auth', 'dist');
  const release = path.join(root, 'releases', 'auth', '0.1.0-3f2a9c1');
  for (const dir of [shell, auth, release]) {
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'main.3f2a9c1b.js'),
      'console.log(1)\n//# sourceMappingURL=main.3f2a9c1b.js.map',
    );
    await writeFile(path.join(dir, 'main.3f2a9c1b.js.map'), '{"version":3,"sourcesContent":["secreto"]}');
    await writeFile(path.join(dir, 'main.3f2a9c1b.js.map.gz'), 'gz');
  }
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(root, 'remotes.json'), JSON.stringify({ remotes: {}, overrideOrigins: [] }));
  return staticUnder(root);
}

const MAPS = [
  '/main.3f2a9c1b.js.map',
  '/main.3f2a9c1b.js.map.gz',
  '/remotes/auth/main.3f2a9c1b.js.map',
  '/remotes/auth/main.3f2a9c1b.js.map.gz',
  '/releases/auth/0.1.0-3f2a9c1/main.3f2a9c1b.js.map',
];

describe.each<[AppEnv, number]>([
  ['production', 404],
  ['staging', 404],
  ['local', 200],
])('source maps with APP_ENV=%s', (appEnv, status) => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-maps-'));
    t = await startTestApp({ extra: { static: { ...(await builtFrontEnd(root)), appEnv } } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it(`answers ${status} for a .map under the shell, /remotes and /releases; the scripts are served`, async () => {
    for (const url of MAPS) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect([url, res.statusCode]).toEqual([url, status]);
      if (status === 404) expect(res.json()).toEqual({ msg: 'Ruta no encontrada' });
      expect([
        url,
        (await t.app.inject({ method: 'GET', url: url.replace(/\.map(\.gz)?$/, '') })).statusCode,
      ]).toEqual([url, 200]);
    }
  });
});

describe('a production build of a container', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vet-maps-build-'));
    await mkdir(path.join(dir, 'src'));
    await writeFile(
      path.join(dir, 'src', 'index.ts'),
      'export const answer: number = 42;\nconsole.log(answer);\n',
    );
    await writeFile(path.join(dir, 'src', 'module.ts'), 'export default { name: "probe" };\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('emits no source map and names none in its scripts', async () => {
    // Without NODE_ENV=development, a production build (as `npm run build`).
    const env = { ...process.env, NODE_ENV: 'production' };
    await promisify(execFile)(process.execPath, ['-e', BUILD, dir], { cwd: repoRoot, env });
    const files = await readdir(path.join(dir, 'dist'));
    expect(files).toContain('remoteEntry.js');
    expect(files.filter((f) => f.includes('.map'))).toEqual([]);
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      expect([file, await readFile(path.join(dir, 'dist', file), 'utf8')]).not.toEqual([
        file,
        expect.stringContaining('sourceMappingURL'),
      ]);
    }
  });
});
