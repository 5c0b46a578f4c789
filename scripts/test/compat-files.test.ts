import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

// The build's plugin (CommonJS, as the rspack configs that load it).
const require = createRequire(import.meta.url);
const { CompatFilesPlugin, compatFromManifest, currentContractVersion } =
  require('../lib/compat-files.cjs') as {
    CompatFilesPlugin: new (options: { isHost: boolean; contractVersion?: number }) => RspackPluginInstance;
    compatFromManifest: (manifest: unknown, options: { isHost: boolean; contractVersion: number }) => unknown;
    currentContractVersion: () => number;
  };

/** The parts of an mf-manifest.json the plugin reads, as the federation plugin writes them. */
const manifest = {
  name: 'lab',
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
    { name: 'antd/es/input-number', version: '6.6.8', requiredVersion: '^6.0.0' },
    { name: '@vet/shared-ui', version: '0.2.0', requiredVersion: '^0.2.0' },
    { name: 'antd/es/button', version: '6.6.8', requiredVersion: '^6.0.0' },
  ],
};

describe('compatFromManifest', () => {
  it('gives a remote’s requires.json: its name, contract version and the ranges it accepts, antd once', () => {
    expect(compatFromManifest(manifest, { isHost: false, contractVersion: 3 })).toEqual({
      name: 'lab',
      contractVersion: 3,
      shared: { '@vet/shared-ui': '^0.2.0', antd: '^6.0.0', react: '^19.0.0' },
      antdComponents: ['Button', 'InputNumber'],
    });
  });

  it('gives the shell’s provides.json: the exact version of each package it provides', () => {
    expect(compatFromManifest({ ...manifest, name: 'shell' }, { isHost: true, contractVersion: 1 })).toEqual({
      contractVersion: 1,
      shared: { '@vet/shared-ui': '0.2.0', antd: '6.6.8', react: '19.3.1' },
      antdComponents: ['Button', 'InputNumber'],
    });
  });
});

/** Stands in for the federation plugin: writes mf-manifest.json at the stage it does. */
class FakeManifestPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FakeManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FakeManifest', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => compilation.emitAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest))),
      );
    });
  }
}

describe('CompatFilesPlugin', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'compat-files-'));
    await writeFile(path.join(dir, 'index.js'), 'console.log(1);\n');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function build(plugins: RspackPluginInstance[]): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      rspack(
        {
          mode: 'production',
          context: dir,
          entry: './index.js',
          output: { path: path.join(dir, 'dist') },
          plugins,
          stats: 'none',
        },
        (err, stats) =>
          err || stats?.hasErrors()
            ? reject(err ?? new Error(stats?.toString({ all: false, errors: true })))
            : resolve(),
      ),
    );
  }

  it('writes requires.json beside a remote’s manifest, with the contract version of shared-ui', async () => {
    await build([new FakeManifestPlugin(), new CompatFilesPlugin({ isHost: false })]);
    const written = JSON.parse(await readFile(path.join(dir, 'dist', 'requires.json'), 'utf8'));
    expect(written).toMatchObject({ name: 'lab', contractVersion: currentContractVersion() });
    expect(written.shared['@vet/shared-ui']).toBe('^0.2.0');
    expect(await readdir(path.join(dir, 'dist'))).not.toContain('provides.json');
  });

  it('writes provides.json for the shell', async () => {
    await build([new FakeManifestPlugin(), new CompatFilesPlugin({ isHost: true, contractVersion: 7 })]);
    const written = JSON.parse(await readFile(path.join(dir, 'dist', 'provides.json'), 'utf8'));
    expect(written).toMatchObject({ contractVersion: 7, shared: { react: '19.3.1' } });
  });

  it('fails the build when there is no manifest to read', async () => {
    await expect(build([new CompatFilesPlugin({ isHost: true })])).rejects.toThrow(
      'la compilación no escribió mf-manifest.json',
    );
  });
});
