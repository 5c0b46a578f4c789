import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { pointRemote, toJson } from '../../scripts/lib/environment-file.mjs';
import { releaseRemote } from '../../scripts/lib/release-remote.mjs';
import { gitState, releaseVersion } from '../../scripts/lib/release-version.mjs';
import { repoRoot } from '../src/lib/paths.js';

const environment = {
  remotes: { auth: '/remotes/auth/mf-manifest.json', lab: '/remotes/lab/mf-manifest.json' },
  overrideOrigins: ['http://localhost:8090', 'http://127.0.0.1:8090'],
  releaseBase: '/releases',
};
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

describe('release version', () => {
  const now = new Date('2025-01-02T03:04:05.678Z');

  it('is the package version plus the commit; uncommitted inputs add -dirty and the UTC time', () => {
    expect(releaseVersion({ packageVersion: '0.1.0', commit: '3f2a9c1', dirty: false, now })).toBe(
      '0.1.0-3f2a9c1',
    );
    expect(releaseVersion({ packageVersion: '0.1.0', commit: '3f2a9c1', dirty: true, now })).toBe(
      '0.1.0-3f2a9c1-dirty.20250102T030405Z',
    );
    expect(releaseVersion({ packageVersion: '0.1.0', commit: null, dirty: false, now })).toBe(
      '0.1.0-sin-git-dirty.20250102T030405Z',
    );
  });

  it('reads the commit, and counts as dirty only changes under the paths the build reads', async () => {
    const repo = await mkdtemp(path.join(os.tmpdir(), 'vet-git-'));
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    try {
      expect(gitState(repo, ['lab'])).toEqual({ commit: null, dirty: true }); // not a checkout
      git('init', '-q');
      await mkdir(path.join(repo, 'lab'));
      await writeFile(path.join(repo, 'lab', 'a.ts'), '1');
      await writeFile(path.join(repo, 'notes.md'), '1');
      git('add', '.');
      git('commit', '-qm', 'first');
      const head = git('rev-parse', '--short=7', 'HEAD').stdout.trim();
      expect(gitState(repo, ['lab'])).toEqual({ commit: head, dirty: false });
      await writeFile(path.join(repo, 'notes.md'), '2');
      expect(gitState(repo, ['lab']).dirty).toBe(false);
      await writeFile(path.join(repo, 'lab', 'new.ts'), 'untracked');
      expect(gitState(repo, ['lab']).dirty).toBe(true);
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });
});

describe('environment file writing', () => {
  it('lays the file out exactly as prettier does (one line per remote, short lists inline)', async () => {
    const config = { ...(await prettier.resolveConfig(path.join(repoRoot, 'x.json'))), parser: 'json' };
    const long = {
      ...environment,
      overrideOrigins: Array.from({ length: 6 }, (_, i) => `https://s${i}.example`),
    };
    for (const value of [environment, long, { remotes: {}, overrideOrigins: [] }]) {
      const text = `${toJson(value)}\n`;
      expect(await prettier.format(text, config)).toBe(text);
    }
  });

  it('moves one pointer and returns the previous one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vet-env-'));
    const file = path.join(dir, 'staging.json');
    await writeFile(file, JSON.stringify(environment));
    try {
      expect(await pointRemote(file, 'lab', '/releases/lab/1/mf-manifest.json')).toBe(
        '/remotes/lab/mf-manifest.json',
      );
      expect(await readJson(file)).toEqual({
        ...environment,
        remotes: { ...environment.remotes, lab: '/releases/lab/1/mf-manifest.json' },
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('releaseRemote (with a stand-in build)', () => {
  let repo: string;
  let releases: string;
  let staging: string;
  let production: string;
  const builds: string[] = [];
  const build = async (_remoteDir: string, outDir: string, version: string) => {
    builds.push(version);
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'mf-manifest.json'), JSON.stringify({ version }));
  };
  const clean = () => ({ commit: '3f2a9c1', dirty: false });

  beforeEach(async () => {
    repo = await mkdtemp(path.join(os.tmpdir(), 'vet-release-'));
    releases = path.join(repo, 'releases');
    await mkdir(path.join(repo, 'remotes', 'lab'), { recursive: true });
    await writeFile(
      path.join(repo, 'remotes', 'lab', 'package.json'),
      '{"name":"@vet/remote-lab","version":"1.2.3"}',
    );
    staging = path.join(repo, 'staging.json');
    production = path.join(repo, 'production.json');
    await writeFile(staging, JSON.stringify(environment));
    await writeFile(production, JSON.stringify({ ...environment, releaseBase: 'https://cdn.example/vet/' }));
    builds.length = 0;
  });
  afterEach(() => rm(repo, { recursive: true, force: true }));

  it('builds into releases/<name>/<version>/ and points the environment at it', async () => {
    const result = await releaseRemote({
      repoRoot: repo,
      name: 'lab',
      envFile: staging,
      releasesDir: releases,
      build,
      git: clean,
    });
    expect(result).toEqual({
      version: '1.2.3-3f2a9c1',
      folder: path.join(releases, 'lab', '1.2.3-3f2a9c1'),
      pointer: '/releases/lab/1.2.3-3f2a9c1/mf-manifest.json',
      previous: '/remotes/lab/mf-manifest.json',
      built: true,
    });
    expect(await readJson(path.join(result.folder, 'mf-manifest.json'))).toEqual({
      version: '1.2.3-3f2a9c1',
    });
    expect((await readJson(staging)).remotes).toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      lab: '/releases/lab/1.2.3-3f2a9c1/mf-manifest.json',
    });
  });

  it('never overwrites a released version; promoting it to another environment builds nothing', async () => {
    await releaseRemote({
      repoRoot: repo,
      name: 'lab',
      envFile: staging,
      releasesDir: releases,
      build,
      git: clean,
    });
    await expect(
      releaseRemote({
        repoRoot: repo,
        name: 'lab',
        envFile: production,
        releasesDir: releases,
        build,
        git: clean,
      }),
    ).rejects.toThrow(/ya existe.*no se sobrescribe[\s\S]*--promote 1\.2\.3-3f2a9c1/);
    expect((await readJson(production)).remotes.lab).toBe('/remotes/lab/mf-manifest.json');

    const promoted = await releaseRemote({
      repoRoot: repo,
      name: 'lab',
      envFile: production,
      releasesDir: releases,
      promote: '1.2.3-3f2a9c1',
      build,
    });
    expect(promoted.built).toBe(false);
    expect((await readJson(production)).remotes.lab).toBe(
      'https://cdn.example/vet/lab/1.2.3-3f2a9c1/mf-manifest.json',
    );
    expect(builds).toEqual(['1.2.3-3f2a9c1']);
  });

  it('a dirty tree gets its own version every time', async () => {
    const dirty = () => ({ commit: '3f2a9c1', dirty: true });
    const first = await releaseRemote({
      ...{ repoRoot: repo, name: 'lab', envFile: staging, releasesDir: releases, build, git: dirty },
      now: new Date('2025-01-02T03:04:05Z'),
    });
    const second = await releaseRemote({
      ...{ repoRoot: repo, name: 'lab', envFile: staging, releasesDir: releases, build, git: dirty },
      now: new Date('2025-01-02T03:04:06Z'),
    });
    expect([first.version, second.version]).toEqual([
      '1.2.3-3f2a9c1-dirty.20250102T030405Z',
      '1.2.3-3f2a9c1-dirty.20250102T030406Z',
    ]);
    expect(second.previous).toBe(first.pointer);
  });

  it('a failed build leaves no folder and the environment untouched', async () => {
    const before = await readFile(staging, 'utf8');
    const failing = async (_dir: string, outDir: string) => {
      await mkdir(outDir, { recursive: true });
      throw new Error('La compilación de lab falló.');
    };
    await expect(
      releaseRemote({
        repoRoot: repo,
        name: 'lab',
        envFile: staging,
        releasesDir: releases,
        build: failing,
        git: clean,
      }),
    ).rejects.toThrow('falló');
    const noManifest = async (_dir: string, outDir: string) => {
      await mkdir(outDir, { recursive: true });
    };
    await expect(
      releaseRemote({
        repoRoot: repo,
        name: 'lab',
        envFile: staging,
        releasesDir: releases,
        build: noManifest,
        git: clean,
      }),
    ).rejects.toThrow('mf-manifest.json');
    expect(await readFile(staging, 'utf8')).toBe(before);
    expect(spawnSync('ls', ['-A', path.join(releases, 'lab')], { encoding: 'utf8' }).stdout).toBe('');
  });

  it('refuses an unknown remote, an unknown version to promote and a malformed environment file', async () => {
    const base = { repoRoot: repo, envFile: staging, releasesDir: releases, build, git: clean };
    await expect(releaseRemote({ ...base, name: 'nope' })).rejects.toThrow('No existe el remoto "nope"');
    await expect(releaseRemote({ ...base, name: 'lab', promote: '9.9.9-0000000' })).rejects.toThrow(
      'No hay una versión publicada 9.9.9-0000000',
    );
    await expect(releaseRemote({ ...base, name: 'lab', promote: '../../etc' })).rejects.toThrow(
      'No hay una versión',
    );
    await writeFile(staging, '{"lab": "/remotes/lab/mf-manifest.json"}');
    await expect(releaseRemote({ ...base, name: 'lab' })).rejects.toThrow('no tiene el formato');
    expect(builds).toEqual([]);
  });
});

describe('npm run release -w remotes/grooming (real build)', () => {
  it('builds an immutable, versioned folder with its manifest and moves only that pointer', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vet-release-real-'));
    const envFile = path.join(dir, 'staging.json');
    const out = path.join(dir, 'releases');
    await writeFile(
      envFile,
      `${toJson({ ...environment, remotes: { ...environment.remotes, grooming: 'x' } })}\n`,
    );
    const dist = path.join(repoRoot, 'remotes', 'grooming', 'dist', 'mf-manifest.json');
    const distBefore = existsSync(dist) ? await readFile(dist, 'utf8') : undefined;
    try {
      const run = spawnSync(
        'npm',
        ['run', 'release', '-w', 'remotes/grooming', '--', '--env-file', envFile, '--out', out],
        {
          cwd: repoRoot,
          encoding: 'utf8',
          env: { ...process.env, NODE_ENV: 'development' }, // a release is a production build regardless
        },
      );
      expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({
        status: 0,
        stderr: '',
      });
      const [version] = spawnSync('ls', [path.join(out, 'grooming')], { encoding: 'utf8' }).stdout.split(
        '\n',
      );
      expect(version).toMatch(/^0\.1\.0-[0-9a-f]{7}(-dirty\.\d{8}T\d{6}Z)?$/);
      const folder = path.join(out, 'grooming', version);
      const manifest = await readJson(path.join(folder, 'mf-manifest.json'));
      expect(manifest.metaData.buildInfo.buildVersion).toBe(version);
      const files = spawnSync('ls', [folder], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
      expect(
        files
          .filter((f) => f.endsWith('.js') && f !== 'remoteEntry.js')
          .every((f) => /\.[0-9a-f]{10}\.js$/.test(f)),
      ).toBe(true);
      const written = await readJson(envFile);
      expect(written).toEqual({
        ...environment,
        remotes: { ...environment.remotes, grooming: `/releases/grooming/${version}/mf-manifest.json` },
      });
      expect(run.stdout).toContain(`"grooming": "/releases/grooming/${version}/mf-manifest.json"`);
      expect(existsSync(dist) ? await readFile(dist, 'utf8') : undefined).toBe(distBefore);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
