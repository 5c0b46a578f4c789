import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { pointRemote, releasedVersion, toJson } from '../lib/environment-file.mjs';
import { compatibilityProblems } from '../lib/release-compatibility.mjs';
import { promoteRemote, releaseRemote } from '../lib/release-remote.mjs';
import { contentVersion, gitState } from '../lib/release-version.mjs';
import { repoRoot } from '../lib/workspaces.mjs';
import { entryFor } from '../../api/test/helpers/environment.js';

/** lab's entry: its manifest, and a placement (mounts, nav, widgets) the release tooling must keep. */
const labEntry = {
  manifest: '/releases/lab/0.1.0-bbbbbbbbbb/mf-manifest.json',
  label: 'Laboratorio',
  mounts: [
    { path: 'lab-exams', area: 'main' },
    { path: 'patients/:patientId/lab-exams', area: 'main' },
  ],
  nav: [{ label: 'Laboratorio', to: '/lab-exams', icon: 'flask', order: 45, in: ['sidebar', 'bottomBar'] }],
  widgets: { order: 30 },
};
const environment = {
  remotes: {
    auth: entryFor('auth', '/releases/auth/0.1.0-aaaaaaaaaa/mf-manifest.json'),
    lab: labEntry,
  },
  overrideOrigins: ['http://localhost:8090', 'http://127.0.0.1:8090'],
  releaseBase: '/releases',
};
/** The environment with lab's manifest at `manifest` and everything else as it was. */
const withLabAt = (manifest: string) => ({
  ...environment,
  remotes: { ...environment.remotes, lab: { ...labEntry, manifest } },
});
/** What the release tooling must refuse: a file without lab's entry. */
const withoutLab = { ...environment, remotes: { auth: environment.remotes.auth } };
const NO_ENTRY = (file: string) =>
  `${file} no tiene una entrada para "lab" en "remotes": una versión no se publica ni se promueve a un ` +
  'entorno que no conoce el remoto. Añade primero su entrada a ese archivo (manifest, label, mounts y, ' +
  'si los tiene, nav y widgets): así sabe el shell dónde montarlo y cómo mostrarlo. Ver «A new remote ' +
  'joins» en RELEASING.md.';
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

/** What the shell of these tests provides, and what a lab built against it requires. */
const provides = {
  contractVersion: 1,
  shared: { react: '19.3.1', '@vet/shared-ui': '0.2.0', antd: '6.6.8' },
  antdComponents: ['Button', 'Table'],
};
const requires = {
  name: 'lab',
  contractVersion: 1,
  shared: { react: '^19.0.0', '@vet/shared-ui': '^0.2.0', antd: '^6.0.0' },
  antdComponents: ['Button'],
};

describe('compatibility of a release with a shell', () => {
  const shell = 'el shell de producción';

  it('passes when the contract is the same and every range holds the shell’s version', () => {
    // A package the shell does not share: the remote brings its own copy (react-hook-form today).
    const withOwnCopy = { ...requires, shared: { ...requires.shared, 'react-hook-form': '^7.0.0' } };
    expect(compatibilityProblems('lab', withOwnCopy, provides, shell)).toEqual([]);
    expect(compatibilityProblems('lab', requires, provides, shell)).toEqual([]);
    expect(
      compatibilityProblems(
        'lab',
        requires,
        { ...provides, shared: { ...provides.shared, react: '19.4.0' } },
        shell,
      ),
    ).toEqual([]);
  });

  it('names each package, range and version that do not match, in Spanish', () => {
    const needs = {
      ...requires,
      contractVersion: 2,
      shared: { ...requires.shared, '@vet/shared-ui': '^0.3.0', dayjs: '^1.0.0' },
      antdComponents: ['Button', 'Drawer'],
    };
    expect(compatibilityProblems('lab', needs, provides, shell)).toEqual([
      'lab se compiló con la versión 2 del contrato; el shell de producción tiene la versión 1',
      'lab requiere @vet/shared-ui ^0.3.0; el shell de producción tiene 0.2.0',
      'lab usa de antd Drawer; el shell de producción no lo comparte',
    ]);
  });
});

describe('release version', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vet-version-'));
    await writeFile(path.join(dir, 'remoteEntry.js'), 'console.log(1)');
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'a.1234567890.svg'), '<svg/>');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is the package version plus a hash of the files shipped, not of the commit or the time', async () => {
    const version = await contentVersion('0.1.0', dir);
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    // The release's record and the compressed copies the build derives are not content.
    await writeFile(path.join(dir, 'release.json'), '{"commit":"x"}');
    await writeFile(path.join(dir, 'remoteEntry.js.gz'), String(Math.random()));
    expect(await contentVersion('0.1.0', dir)).toBe(version);
    // One changed byte, or a file renamed, is another version.
    await writeFile(path.join(dir, 'remoteEntry.js'), 'console.log(2)');
    const changed = await contentVersion('0.1.0', dir);
    expect(changed).not.toBe(version);
    await writeFile(path.join(dir, 'remoteEntry.js'), 'console.log(1)');
    await rm(path.join(dir, 'assets', 'a.1234567890.svg'));
    await writeFile(path.join(dir, 'assets', 'b.1234567890.svg'), '<svg/>');
    expect(await contentVersion('0.1.0', dir)).not.toBe(version);
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
  it('lays the file out exactly as prettier does (entries one key per line, mounts and short lists inline)', async () => {
    const config = { ...(await prettier.resolveConfig(path.join(repoRoot, 'x.json'))), parser: 'json' };
    const long = {
      ...environment,
      overrideOrigins: Array.from({ length: 6 }, (_, i) => `https://s${i}.example`),
    };
    // A nav entry too long for one line, lists of one and of several objects, long and short lists.
    const wide = withLabAt(
      `https://cdn.example/${'very-long-path/'.repeat(6)}lab/1.0.0-abc/mf-manifest.json`,
    );
    wide.remotes.lab.nav = [
      {
        label: 'Exámenes de laboratorio',
        to: '/lab-exams/pending',
        icon: 'flask',
        order: 45,
        in: ['sidebar', 'tiles', 'bottomBar'],
      },
      { label: 'L', to: '/l', icon: 'flask', order: 1, in: ['tiles'] },
    ];
    for (const value of [environment, long, wide, { remotes: {}, overrideOrigins: [] }]) {
      const text = `${toJson(value)}\n`;
      expect(await prettier.format(text, config)).toBe(text);
    }
  });

  describe('moving one manifest', () => {
    let dir: string;
    let file: string;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'vet-env-'));
      file = path.join(dir, 'staging.json');
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    it('changes only remotes.lab.manifest, keeps every other field, and returns the previous URL', async () => {
      await writeFile(file, JSON.stringify(environment));
      expect(await pointRemote(file, 'lab', '/releases/lab/1/mf-manifest.json')).toBe(labEntry.manifest);
      expect(await readJson(file)).toEqual(withLabAt('/releases/lab/1/mf-manifest.json'));
    });

    it('leaves the committed staging.json as it was but for one line, the one a person puts back', async () => {
      const before = await readFile(path.join(repoRoot, 'shell', 'environments', 'staging.json'), 'utf8');
      await writeFile(file, before);
      const previous = await pointRemote(file, 'lab', '/releases/lab/1/mf-manifest.json');
      expect(previous).toBe(JSON.parse(before).remotes.lab.manifest);
      const after = await readFile(file, 'utf8');
      expect(after).toBe(
        before.replace(`"manifest": "${previous}"`, '"manifest": "/releases/lab/1/mf-manifest.json"'),
      );
      expect(after).not.toBe(before);
    });

    it('refuses a remote the file has no entry for, and leaves the file as it was', async () => {
      await writeFile(file, JSON.stringify(withoutLab));
      await expect(pointRemote(file, 'lab', '/releases/lab/1/mf-manifest.json')).rejects.toThrow(
        new Error(NO_ENTRY(file)),
      );
      expect(await readJson(file)).toEqual(withoutLab);
    });

    it('refuses a file in the old format (a remote given as its URL alone)', async () => {
      await writeFile(file, JSON.stringify({ remotes: { lab: labEntry.manifest } }));
      await expect(pointRemote(file, 'lab', '/releases/lab/1/mf-manifest.json')).rejects.toThrow(
        new Error(
          `${file}: "lab" debe ser un objeto { "manifest", "label", "mounts", … } y es solo una URL, el ` +
            'formato anterior: añade su label y mounts (ver README «Releases»).',
        ),
      );
    });
  });

  it('reads the version a pointer names, only when it names a release of that remote', () => {
    expect(releasedVersion('lab', '/releases/lab/0.1.0-5e0c2a7b91/mf-manifest.json')).toBe(
      '0.1.0-5e0c2a7b91',
    );
    expect(releasedVersion('lab', 'https://cdn.example/vet/lab/0.1.0-5e0c2a7b91/mf-manifest.json')).toBe(
      '0.1.0-5e0c2a7b91',
    );
    expect(releasedVersion('lab', '/remotes/lab/mf-manifest.json')).toBeUndefined();
    expect(releasedVersion('lab', '/releases/grooming/0.1.0-5e0c2a7b91/mf-manifest.json')).toBeUndefined();
    expect(releasedVersion('lab', '/elsewhere/lab/0.1.0-5e0c2a7b91/mf-manifest.json')).toBeUndefined();
    expect(releasedVersion('lab', undefined)).toBeUndefined();
  });
});

/** A repo with remotes/lab, the environment files, a releases folder and the shell's provides.json. */
async function fixture() {
  const repo = await mkdtemp(path.join(os.tmpdir(), 'vet-release-'));
  await mkdir(path.join(repo, 'remotes', 'lab'), { recursive: true });
  await writeFile(
    path.join(repo, 'remotes', 'lab', 'package.json'),
    '{"name":"@vet/remote-lab","version":"1.2.3"}',
  );
  const files = {
    repo,
    releases: path.join(repo, 'releases'),
    staging: path.join(repo, 'staging.json'),
    production: path.join(repo, 'production.json'),
    provides: path.join(repo, 'provides.json'),
  };
  await writeFile(files.staging, JSON.stringify(environment));
  await writeFile(
    files.production,
    JSON.stringify({ ...environment, releaseBase: 'https://cdn.example/vet/' }),
  );
  await writeFile(files.provides, JSON.stringify(provides));
  return files;
}

/** A stand-in for the remote's build: the files `source` says, and the requires.json `needs` says. */
function standInBuild(state: { source: string; needs: object; builds: number }) {
  return async (_remoteDir: string, outDir: string) => {
    state.builds += 1;
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'mf-manifest.json'), JSON.stringify({ name: 'lab' }));
    await writeFile(path.join(outDir, 'remoteEntry.js'), state.source);
    await writeFile(path.join(outDir, 'remoteEntry.js.gz'), String(Math.random())); // not content
    await writeFile(path.join(outDir, 'requires.json'), JSON.stringify(state.needs));
  };
}

const clean =
  (commit = '3f2a9c1') =>
  () => ({ commit, dirty: false });
const dirty = () => ({ commit: '3f2a9c1', dirty: true });

type ReleaseExtra = Partial<Parameters<typeof releaseRemote>[0]>;

/** releaseRemote's options for lab into staging on fixture `f`, built by the stand-in from a clean tree. */
const releaseOptions = (
  f: Awaited<ReturnType<typeof fixture>>,
  state: { source: string; needs: object; builds: number },
  extra: ReleaseExtra = {},
) => ({
  repoRoot: f.repo,
  name: 'lab',
  envFile: f.staging,
  releasesDir: f.releases,
  provides: f.provides,
  shell: 'el shell de staging',
  build: standInBuild(state),
  git: clean(),
  ...extra,
});

describe('releaseRemote (with a stand-in build)', () => {
  let f: Awaited<ReturnType<typeof fixture>>;
  let state: { source: string; needs: object; builds: number };
  const options = (extra: ReleaseExtra = {}) =>
    releaseOptions(f, state, { now: new Date('2025-01-02T03:04:05Z'), ...extra });
  const releasedFolders = async () => (await readdir(path.join(f.releases, 'lab'))).sort();

  beforeEach(async () => {
    f = await fixture();
    state = { source: 'lab A', needs: requires, builds: 0 };
  });
  afterEach(() => rm(f.repo, { recursive: true, force: true }));

  it('publishes the build under its content’s version, with its record, and points staging at it', async () => {
    const result = await releaseRemote(options());
    expect(result.version).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(result).toEqual({
      version: result.version,
      folder: path.join(f.releases, 'lab', result.version),
      pointer: `/releases/lab/${result.version}/mf-manifest.json`,
      previous: '/releases/lab/0.1.0-bbbbbbbbbb/mf-manifest.json',
      existed: false,
      dirty: false,
    });
    expect(await readFile(path.join(result.folder, 'remoteEntry.js'), 'utf8')).toBe('lab A');
    expect(await readJson(path.join(result.folder, 'release.json'))).toEqual({
      name: 'lab',
      version: result.version,
      commit: '3f2a9c1',
      dirty: false,
      builtAt: '2025-01-02T03:04:05.000Z',
    });
    expect(await readJson(f.staging)).toEqual(withLabAt(result.pointer));
  });

  it('the same content again, from another commit, is the same version: recognised, not an error', async () => {
    const first = await releaseRemote(options());
    const second = await releaseRemote(options({ git: clean('9b8e7d6') }));
    expect(second).toEqual({ ...first, previous: first.pointer, existed: true });
    expect(await readJson(path.join(first.folder, 'release.json'))).toMatchObject({ commit: '3f2a9c1' });
    expect(await releasedFolders()).toEqual([first.version]);

    state.source = 'lab B';
    const changed = await releaseRemote(options());
    expect(changed.version).not.toBe(first.version);
    expect(changed.previous).toBe(first.pointer);
    expect(await releasedFolders()).toEqual([first.version, changed.version].sort());
  });

  it('a build from uncommitted code is recorded as such; the same content committed later clears it', async () => {
    const staged = await releaseRemote(options({ git: dirty }));
    expect(staged.dirty).toBe(true);
    expect(await readJson(path.join(staged.folder, 'release.json'))).toMatchObject({ dirty: true });
    const committed = await releaseRemote(options({ git: clean('9b8e7d6') }));
    expect(committed).toMatchObject({ version: staged.version, existed: true, dirty: false });
    expect(await readJson(path.join(staged.folder, 'release.json'))).toMatchObject({
      commit: '9b8e7d6',
      dirty: false,
    });
  });

  it('never builds into production', async () => {
    await expect(releaseRemote(options({ envFile: f.production, production: true }))).rejects.toThrow(
      'Una compilación nunca va directa a producción: publícala en staging (--env staging), pruébala y llévala a producción con --promote <versión>',
    );
    expect(state.builds).toBe(0);
  });

  it('refuses a build the shell cannot run, naming package and versions; nothing is published', async () => {
    const before = await readFile(f.staging, 'utf8');
    state.needs = { ...requires, shared: { ...requires.shared, '@vet/shared-ui': '^0.3.0' } };
    await expect(releaseRemote(options())).rejects.toThrow(
      /^No se publica lab 1\.2\.3-[0-9a-f]{10}: no es compatible con el shell de staging \(.*provides\.json\)\.\n {2}- lab requiere @vet\/shared-ui \^0\.3\.0; el shell de staging tiene 0\.2\.0$/,
    );
    state.needs = { ...requires, contractVersion: 2 };
    await expect(releaseRemote(options())).rejects.toThrow(
      'lab se compiló con la versión 2 del contrato; el shell de staging tiene la versión 1',
    );
    state.needs = { name: 'lab' };
    await expect(releaseRemote(options())).rejects.toThrow('no tiene el formato');
    expect(await readFile(f.staging, 'utf8')).toBe(before);
    expect(await releasedFolders()).toEqual([]);
  });

  it('refuses before building when the shell’s provides.json is missing or the build says nothing', async () => {
    await expect(releaseRemote(options({ provides: path.join(f.repo, 'nope.json') }))).rejects.toThrow(
      /No se encontró .*nope\.json, lo que ofrece el shell: compila el shell \(npm run build -w shell\) o indica el del shell desplegado con --shell-provides/,
    );
    expect(state.builds).toBe(0);
    const noRequires = async (_dir: string, outDir: string) => {
      await mkdir(outDir, { recursive: true });
      await writeFile(path.join(outDir, 'mf-manifest.json'), '{}');
    };
    await expect(releaseRemote(options({ build: noRequires }))).rejects.toThrow(
      'la versión no dice qué necesita del shell',
    );
    expect(await releasedFolders()).toEqual([]);
  });

  it('a failed build leaves no folder and the environment untouched', async () => {
    const before = await readFile(f.staging, 'utf8');
    const failing = async (_dir: string, outDir: string) => {
      await mkdir(outDir, { recursive: true });
      throw new Error('La compilación de lab falló.');
    };
    await expect(releaseRemote(options({ build: failing }))).rejects.toThrow('falló');
    const noManifest = async (_dir: string, outDir: string) => {
      await mkdir(outDir, { recursive: true });
    };
    await expect(releaseRemote(options({ build: noManifest }))).rejects.toThrow('mf-manifest.json');
    expect(await readFile(f.staging, 'utf8')).toBe(before);
    expect(await releasedFolders()).toEqual([]);
  });

  it('refuses to reuse a published folder whose files were changed after publishing', async () => {
    const first = await releaseRemote(options());
    await writeFile(path.join(first.folder, 'remoteEntry.js'), 'tampered');
    await expect(releaseRemote(options())).rejects.toThrow('alguien lo cambió después de publicarlo');
  });

  it('refuses an unknown remote and a malformed environment file', async () => {
    await expect(releaseRemote(options({ name: 'nope' }))).rejects.toThrow('No existe el remoto "nope"');
    await writeFile(f.staging, '{"lab": "/remotes/lab/mf-manifest.json"}');
    await expect(releaseRemote(options())).rejects.toThrow('no tiene el formato');
    await writeFile(f.staging, '{"remotes": {"lab": "/remotes/lab/mf-manifest.json"}}');
    await expect(releaseRemote(options())).rejects.toThrow('es solo una URL, el formato anterior');
    expect(state.builds).toBe(0);
  });

  it('refuses, before building, an environment file without the remote’s entry: nothing is published', async () => {
    await writeFile(f.staging, JSON.stringify(withoutLab));
    await expect(releaseRemote(options())).rejects.toThrow(new Error(NO_ENTRY(f.staging)));
    expect(state.builds).toBe(0);
    expect(existsSync(path.join(f.releases, 'lab'))).toBe(false);
    expect(await readJson(f.staging)).toEqual(withoutLab);
  });
});

describe('promoteRemote', () => {
  let f: Awaited<ReturnType<typeof fixture>>;
  let state: { source: string; needs: object; builds: number };
  const stage = (extra: ReleaseExtra = {}) => releaseRemote(releaseOptions(f, state, extra));
  const promote = (version: string, extra: Partial<Parameters<typeof promoteRemote>[0]> = {}) =>
    promoteRemote({
      repoRoot: f.repo,
      name: 'lab',
      envFile: f.production,
      stagingFile: f.staging,
      releasesDir: f.releases,
      provides: f.provides,
      shell: 'el shell de producción',
      version,
      ...extra,
    });

  beforeEach(async () => {
    f = await fixture();
    state = { source: 'lab A', needs: requires, builds: 0 };
  });
  afterEach(() => rm(f.repo, { recursive: true, force: true }));

  it('takes to production the version staging names, at production’s release base', async () => {
    const { version } = await stage();
    const result = await promote(version);
    expect(result).toEqual({
      version,
      folder: path.join(f.releases, 'lab', version),
      pointer: `https://cdn.example/vet/lab/${version}/mf-manifest.json`,
      previous: '/releases/lab/0.1.0-bbbbbbbbbb/mf-manifest.json',
    });
    expect(await readJson(f.production)).toEqual({
      ...withLabAt(result.pointer),
      releaseBase: 'https://cdn.example/vet/',
    });
    expect(state.builds).toBe(1);
  });

  it('refuses a version staging does not name now, even a published one', async () => {
    const a = await stage();
    state.source = 'lab B';
    await stage();
    await expect(promote(a.version)).rejects.toThrow(
      new RegExp(
        `Solo se promueve la versión de lab que staging tiene ahora, y .*staging\\.json nombra 1\\.2\\.3-[0-9a-f]{10}, no ${a.version}\\.`,
      ),
    );
    await expect(promote('9.9.9-0000000000')).rejects.toThrow(
      'Solo se promueve la versión de lab que staging tiene ahora',
    );
    expect((await readJson(f.production)).remotes.lab).toEqual(labEntry);
  });

  it('refuses a version built from uncommitted code, and says how to make it promotable', async () => {
    const { version } = await stage({ git: dirty });
    await expect(promote(version)).rejects.toThrow(
      `No se promueve lab ${version}: se compiló con cambios sin confirmar en git (commit 3f2a9c1 más cambios). Sirve para probar en staging, no para producción.`,
    );
    await stage({ git: clean() }); // the same content, committed
    await expect(promote(version)).resolves.toMatchObject({ version });
  });

  it('refuses a version production’s shell cannot run, naming package and versions', async () => {
    const { version } = await stage();
    await writeFile(
      f.provides,
      JSON.stringify({ ...provides, shared: { ...provides.shared, '@vet/shared-ui': '0.1.9' } }),
    );
    await expect(promote(version)).rejects.toThrow(
      `No se promueve lab ${version}: no es compatible con el shell de producción (${f.provides}).\n  - lab requiere @vet/shared-ui ^0.2.0; el shell de producción tiene 0.1.9`,
    );
    expect((await readJson(f.production)).remotes.lab).toEqual(labEntry);
  });

  it('refuses a production file without the remote’s entry, and leaves it as it was', async () => {
    const { version } = await stage();
    await writeFile(f.production, JSON.stringify(withoutLab));
    await expect(promote(version)).rejects.toThrow(new Error(NO_ENTRY(f.production)));
    expect(await readJson(f.production)).toEqual(withoutLab);
  });

  it('refuses a folder changed after publishing, one without a record, and promoting into staging', async () => {
    const { version, folder } = await stage();
    await expect(promote(version, { envFile: f.staging })).rejects.toThrow(
      'a staging se publica con --env staging',
    );
    await rm(path.join(folder, 'release.json'));
    await expect(promote(version)).rejects.toThrow('no tiene release.json');
    await writeFile(path.join(folder, 'release.json'), JSON.stringify({ dirty: false, commit: 'x' }));
    await writeFile(path.join(folder, 'remoteEntry.js'), 'tampered');
    await expect(promote(version)).rejects.toThrow('ya no es el que se publicó con esa versión');
  });
});
