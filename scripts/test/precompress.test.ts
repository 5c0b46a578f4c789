import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rspack, type RspackPluginInstance } from '@rspack/core';

// The build's plugin (CommonJS, as the rspack configs that load it).
const require = createRequire(import.meta.url);
const { PrecompressPlugin } = require('../lib/precompress.cjs') as {
  PrecompressPlugin: new () => RspackPluginInstance;
};

/** Builds `entry` in production mode with source maps and the plugin; the names in dist/. */
async function build(dir: string, entry: string): Promise<string[]> {
  await writeFile(path.join(dir, 'index.js'), entry);
  await new Promise<void>((resolve, reject) =>
    rspack(
      {
        mode: 'production',
        context: dir,
        entry: './index.js',
        devtool: 'source-map',
        output: { path: path.join(dir, 'dist'), filename: 'main.[contenthash:10].js' },
        plugins: [new PrecompressPlugin()],
        stats: 'none',
      },
      (err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error('build failed')) : resolve()),
    ),
  );
  return (await readdir(path.join(dir, 'dist'))).sort();
}

describe('precompressed build files (scripts/lib/precompress.cjs)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vet-precompress-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a .br and a .gz beside each built script, each the same bytes once decompressed', async () => {
    // Kept by the minifier: the text is printed.
    const files = await build(dir, `console.log(${JSON.stringify('Propietaria Núñez, '.repeat(300))});`);
    const script = files.find((f) => f.endsWith('.js'));
    expect(script).toMatch(/^main\.[0-9a-f]{10}\.js$/);
    expect(files).toEqual([script, `${script}.br`, `${script}.gz`, `${script}.map`].sort());

    const dist = path.join(dir, 'dist');
    const original = await readFile(path.join(dist, script!));
    expect(brotliDecompressSync(await readFile(path.join(dist, `${script}.br`)))).toEqual(original);
    expect(gunzipSync(await readFile(path.join(dist, `${script}.gz`)))).toEqual(original);
    // Source maps only reach developer tools: no copies of them.
    expect(files.some((f) => f.startsWith(`${script}.map.`))).toBe(false);
  });

  it('leaves a file under 1 KiB alone: not worth a header', async () => {
    const files = await build(dir, 'console.log("hola");');
    expect(files.filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
  });
});
