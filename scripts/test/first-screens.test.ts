// The build's list of a first visit's files (scripts/lib/first-screens.cjs): for each screen a container
// lists, the chunks its lazy import() loads and the shared modules they consume; for each shared module
// it provides, the chunks the share scope loads. Built here from a small container with federation.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);
const repo = path.join(import.meta.dirname, '../..');
const { FirstScreensPlugin, shareKeyOf } = require('../lib/first-screens.cjs') as {
  FirstScreensPlugin: new (options: { dir: string; expose?: string; host?: boolean }) => unknown;
  shareKeyOf: (identifier: string, kind?: string) => string | undefined;
};

const BUILD_MS = 120_000;
let root: string;

beforeAll(async () => {
  // Inside the repository, so that dayjs resolves from its node_modules.
  root = await mkdtemp(path.join(repo, 'scripts/test/.first-screens-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

function compile(dir: string) {
  return new Promise<string[]>((resolve, reject) => {
    rspack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './src/index.js' },
        output: {
          path: path.join(dir, 'dist'),
          publicPath: '/',
          chunkFilename: '[name].[contenthash:10].js',
        },
        plugins: [
          new rspack.sharing.SharePlugin({ shared: { dayjs: { singleton: true } } }),
          new FirstScreensPlugin({ dir, host: true }),
        ] as never,
        stats: 'errors-warnings',
      },
      (error, stats) => {
        if (error) return reject(error);
        resolve((stats?.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message));
      },
    );
  });
}

/** A container in its own folder (a config is read once per file) with `config` as its list; its errors. */
async function build(name: string, config: Record<string, string | { page?: string; data: string[] }>) {
  const dir = path.join(root, name);
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await writeFile(path.join(dir, 'src/index.js'), "import('./bootstrap');\n");
  await writeFile(path.join(dir, 'src/bootstrap.js'), "export const load = () => import('./page');\n");
  await writeFile(
    path.join(dir, 'src/page.js'),
    "import dayjs from 'dayjs';\nexport default dayjs(0).year();\n",
  );
  await writeFile(path.join(dir, 'src/other.js'), 'export default 2;\n');
  await writeFile(path.join(dir, 'first-screens.config.js'), `module.exports = ${JSON.stringify(config)};\n`);
  return { dir, errors: await compile(dir) };
}

test(
  "a screen's chunks and the shared modules they use; a shared module's chunks; the entry",
  async () => {
    const { dir, errors } = await build('host', {
      startup: './src/bootstrap',
      '/page': { page: './src/page', data: ['/api/page?page=1'] },
      // What the module itself shows at "/" (the dashboard's counters): its data alone.
      '/': { data: ['/api/page/count?since={today}'] },
    });
    expect(errors).toEqual([]);
    const list = JSON.parse(await readFile(path.join(dir, 'dist/first-screens.json'), 'utf8'));
    expect(Object.keys(list.screens)).toEqual(['entry', 'startup', '/page', '/']);
    expect(list.screens['/']).toEqual({ files: [], shared: [], data: ['/api/page/count?since={today}'] });
    expect(list.screens.entry.files).toEqual([expect.stringMatching(/^main\.js$/)]);
    expect(list.screens['/page'].shared).toEqual(['dayjs']);
    // The API address it asks for first, passed on for the page to ask itself (api/src/http/early-data.ts).
    expect(list.screens['/page'].data).toEqual(['/api/page?page=1']);
    expect(list.screens.startup.data).toBeUndefined();
    expect(list.screens['/page'].files).toEqual([expect.stringMatching(/\.js$/)]);
    // The page's chunk holds it, not dayjs: dayjs comes from its provider's chunks.
    const page = await readFile(path.join(dir, 'dist', list.screens['/page'].files[0]), 'utf8');
    expect(page).toContain('.year()');
    expect(page).not.toContain('getFullYear');
    expect(list.provided.dayjs.files).toHaveLength(1);
    expect(list.screens.startup.shared).toEqual([]);
  },
  BUILD_MS,
);

test(
  'a module no import() loads is a build error that names it',
  async () => {
    const { errors } = await build('unloaded', { '/other': './src/other' });
    expect(errors.join('\n')).toContain('«/other»: ningún import() carga ./src/other');
  },
  BUILD_MS,
);

test('reads the share key of a consume- or provide-shared module', () => {
  expect(
    shareKeyOf('consume shared module (default) @reduxjs/toolkit/query@^2.0.0 (strict) (fallback: x)'),
  ).toBe('@reduxjs/toolkit/query');
  expect(shareKeyOf('consume shared module (default) antd/es/table@^6.0.0 (strict)')).toBe('antd/es/table');
  expect(shareKeyOf('provide shared module (default) react@19.3.1 = /x', 'provide')).toBe('react');
  expect(shareKeyOf('provide shared module (default) react@19.3.1 = /x')).toBeUndefined();
  expect(shareKeyOf('/work/main/src/page.js')).toBeUndefined();
});
