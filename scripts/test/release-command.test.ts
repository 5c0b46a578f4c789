// The release command as a team runs it (`node scripts/release.mjs`, what `npm run release` runs), on
// temporary folders: what it prints, what it refuses and which files it leaves as they were. These are
// the end-to-end checks for the release tooling; no browser is involved, so they live here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeRecord } from '../lib/release-record.mjs';
import { contentVersion } from '../lib/release-version.mjs';
import { repoRoot } from '../lib/workspaces.mjs';
import { entryFor } from '../../api/test/helpers/environment.js';

const provides = {
  contractVersion: 1,
  shared: { react: '19.3.1', '@vet/shared-ui': '0.2.0' },
  antdComponents: ['Button'],
};
const requires = {
  name: 'lab',
  contractVersion: 1,
  shared: { react: '^19.0.0', '@vet/shared-ui': '^0.2.0' },
};

/** Runs the release command from the repo root; `--remote lab` stands for `-w remotes/lab`. */
function release(args: string[]) {
  const run = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'release.mjs'), '--remote', 'lab', ...args],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.trim() };
}

describe('npm run release -- --promote', () => {
  let dir: string;
  let out: string;
  let staging: string;
  let production: string;
  let shell: string;
  const productionBefore = '/releases/lab/0.1.0-aaaaaaaaaa/mf-manifest.json';

  /** A published release of lab as the release command leaves it: files, version by content, record. */
  async function published(source: string, dirty: boolean, needs: object = requires): Promise<string> {
    const temp = path.join(out, 'lab', `.build-${source}`);
    await mkdir(temp, { recursive: true });
    await writeFile(path.join(temp, 'mf-manifest.json'), '{"name":"lab"}');
    await writeFile(path.join(temp, 'remoteEntry.js'), source);
    await writeFile(path.join(temp, 'requires.json'), JSON.stringify(needs));
    const version = await contentVersion('0.1.0', temp); // remotes/lab/package.json's version
    await writeRecord(temp, {
      name: 'lab',
      version,
      commit: '3f2a9c1',
      dirty,
      builtAt: '2025-01-02T03:04:05Z',
    });
    await rename(temp, path.join(out, 'lab', version));
    return version;
  }
  const stage = (version: string) =>
    writeFile(
      staging,
      JSON.stringify({ remotes: { lab: entryFor('lab', `/releases/lab/${version}/mf-manifest.json`) } }),
    );
  const promote = (version: string) =>
    release([
      '--env-file',
      production,
      '--staging-file',
      staging,
      '--out',
      out,
      '--shell-provides',
      shell,
      '--promote',
      version,
    ]);
  const productionLab = async () => JSON.parse(await readFile(production, 'utf8')).remotes.lab.manifest;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vet-promote-'));
    out = path.join(dir, 'releases');
    staging = path.join(dir, 'staging.json');
    production = path.join(dir, 'production.json');
    shell = path.join(dir, 'provides.json');
    await writeFile(
      production,
      JSON.stringify({ remotes: { lab: entryFor('lab', productionBefore) }, overrideOrigins: [] }),
    );
    await writeFile(shell, JSON.stringify(provides));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('promotes the version staging names, and prints the change and the line that rolls it back', async () => {
    const version = await published('lab A', false);
    await stage(version);
    const run = promote(version);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toContain(
      `lab ${version} promovida a production (sin compilar): es la versión que nombra staging, confirmada en git y compatible con el shell de producción.`,
    );
    expect(run.stdout).toContain(
      `${production}, remoto "lab": "manifest": "/releases/lab/${version}/mf-manifest.json"\n` +
        `Para volver atrás, cambia esa línea de la entrada "lab" por la anterior: "manifest": "${productionBefore}"`,
    );
    expect(await productionLab()).toBe(`/releases/lab/${version}/mf-manifest.json`);
    // The rest of lab's entry (where the shell mounts it, its label) is as it was.
    expect(JSON.parse(await readFile(production, 'utf8')).remotes.lab).toEqual(
      entryFor('lab', `/releases/lab/${version}/mf-manifest.json`),
    );
  });

  it('a remote joining production: its entry written without a manifest gets the promoted one first', async () => {
    const { manifest: _none, ...placement } = entryFor('lab', productionBefore);
    await writeFile(production, JSON.stringify({ remotes: { lab: placement }, overrideOrigins: [] }));
    const version = await published('lab A', false);
    await stage(version);
    const run = promote(version);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toContain(
      `${production}, remoto "lab": "manifest": "/releases/lab/${version}/mf-manifest.json"\n` +
        'Para volver atrás, quita del archivo la entrada "lab": no tenía "manifest", es su primera versión en este entorno.',
    );
    const lab = JSON.parse(await readFile(production, 'utf8')).remotes.lab;
    expect(lab).toEqual({ manifest: `/releases/lab/${version}/mf-manifest.json`, ...placement });
    expect(Object.keys(lab)[0]).toBe('manifest');
  });

  it('refuses a version staging does not name (unstaged)', async () => {
    const staged = await published('lab A', false);
    const other = await published('lab B', false);
    await stage(staged);
    expect(promote(other)).toEqual({
      status: 1,
      stdout: '',
      stderr:
        `Solo se promueve la versión de lab que staging tiene ahora, y ${staging} nombra ${staged}, no ${other}.\n` +
        'Publícala en staging y pruébala antes (ver RELEASING.md).',
    });
    expect(await productionLab()).toBe(productionBefore);
  });

  it('refuses a version built from uncommitted code (dirty), even when staging names it', async () => {
    const version = await published('lab A', true);
    await stage(version);
    const run = promote(version);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `No se promueve lab ${version}: se compiló con cambios sin confirmar en git (commit 3f2a9c1 más cambios).`,
    );
    expect(await productionLab()).toBe(productionBefore);
  });

  it('refuses a version production’s shell cannot run (incompatible), naming package and versions', async () => {
    const version = await published('lab A', false, {
      ...requires,
      shared: { ...requires.shared, '@vet/shared-ui': '^0.3.0' },
    });
    await stage(version);
    expect(promote(version)).toEqual({
      status: 1,
      stdout: '',
      stderr:
        `No se promueve lab ${version}: no es compatible con el shell de producción (${shell}).\n` +
        '  - lab requiere @vet/shared-ui ^0.3.0; el shell de producción tiene 0.2.0',
    });
    expect(await productionLab()).toBe(productionBefore);
  });

  it('refuses to release into a file without the remote’s entry, before building, and says what to add', async () => {
    const withoutLab = JSON.stringify({
      remotes: { auth: entryFor('auth', '/remotes/auth/mf-manifest.json') },
    });
    await writeFile(staging, withoutLab);
    const run = release(['--env-file', staging, '--out', out, '--shell-provides', shell]);
    expect(run).toEqual({
      status: 1,
      stdout: '',
      stderr:
        `${staging} no tiene una entrada para "lab" en "remotes": una versión no se publica ni se promueve a ` +
        'un entorno que no conoce el remoto. Añade primero su entrada a ese archivo (manifest, label, mounts ' +
        'y, si los tiene, nav y widgets): así sabe el shell dónde montarlo y cómo mostrarlo. Ver «A new ' +
        'remote joins» en RELEASING.md.',
    });
    expect(await readFile(staging, 'utf8')).toBe(withoutLab);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses to build straight into production', async () => {
    const run = release(['--env-file', production, '--out', out, '--shell-provides', shell]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Una compilación nunca va directa a producción');
    expect(await productionLab()).toBe(productionBefore);
  });
});
