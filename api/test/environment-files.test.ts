import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkEnvironmentFile, parseEnvironment, releasedVersion } from '../src/http/environment-file.js';
import { apiRoot, repoRoot } from '../src/lib/paths.js';
import { startTestApp } from './helpers/app.js';
import { capturingLogger } from './helpers/logger.js';
import { buildServer } from './helpers/server-process.js';

const REMOTES = ['auth', 'owners', 'patients', 'lab', 'grooming'];
const read = async (env: string) =>
  JSON.parse(await readFile(path.join(repoRoot, 'shell', 'environments', `${env}.json`), 'utf8')) as unknown;

describe('shell/environments/*.json', () => {
  it.each(['local', 'staging', 'production'])('%s.json is valid and names every remote', async (env) => {
    const environment = parseEnvironment(await read(env), { pinned: env !== 'local' });
    expect(Object.keys(environment.remotes).sort()).toEqual([...REMOTES].sort());
    expect(environment.releaseBase).toBe('/releases');
  });

  it('local.json loads every remote from this server and allows the local releases server', async () => {
    const local = parseEnvironment(await read('local'));
    for (const name of REMOTES) expect(local.remotes[name]).toBe(`/remotes/${name}/mf-manifest.json`);
    expect(local.overrideOrigins).toEqual(['http://localhost:8090', 'http://127.0.0.1:8090']);
  });

  it.each(['staging', 'production'])('%s.json names a published release of every remote', async (env) => {
    const { remotes } = parseEnvironment(await read(env));
    for (const name of REMOTES)
      expect([name, remotes[name]]).toEqual([
        name,
        `/releases/${name}/${releasedVersion(name, remotes[name])}/mf-manifest.json`,
      ]);
  });

  it('production.json allows no override origin', async () => {
    expect(parseEnvironment(await read('production')).overrideOrigins).toEqual([]);
  });
});

describe('parseEnvironment', () => {
  const valid = { remotes: { lab: '/remotes/lab/mf-manifest.json' } };

  it('fills the optional fields and trims the release base', () => {
    expect(parseEnvironment(valid)).toEqual({ ...valid, overrideOrigins: [], releaseBase: '/releases' });
    expect(parseEnvironment({ ...valid, releaseBase: 'https://cdn.example/vet/' }).releaseBase).toBe(
      'https://cdn.example/vet',
    );
  });

  it.each([
    ['the old flat format', { lab: '/remotes/lab/mf-manifest.json' }],
    ['a protocol-relative URL', { remotes: { lab: '//evil.example/mf-manifest.json' } }],
    ['a backslash URL', { remotes: { lab: '/\\evil.example/mf-manifest.json' } }],
    ['a javascript: URL', { remotes: { lab: 'javascript:alert(1)' } }],
    ['a bad remote name', { remotes: { '../lab': '/x' } }],
    ['an override with a path', { ...valid, overrideOrigins: ['https://staging.example/lab'] }],
    ['an override wildcard', { ...valid, overrideOrigins: ['*'] }],
    ['a release base that is no URL', { ...valid, releaseBase: 'releases' }],
  ])('refuses %s', (_label, data) => {
    expect(() => parseEnvironment(data)).toThrow();
  });
});

describe('pinned environments (every APP_ENV but local)', () => {
  const pinned = { pinned: true };

  it('accept releases here or on a CDN', () => {
    const remotes = {
      lab: '/releases/lab/0.1.0-5e0c2a7b91/mf-manifest.json',
      grooming: 'https://cdn.example/vet/grooming/0.1.0-3f2a9c1/mf-manifest.json',
    };
    expect(parseEnvironment({ remotes }, pinned).remotes).toEqual(remotes);
  });

  it.each([
    ['the working tree’s build', '/remotes/lab/mf-manifest.json'],
    ['the working tree’s build at an absolute URL', 'https://vet.example/remotes/lab/mf-manifest.json'],
    ['a file under the working tree’s build', 'https://vet.example/remotes/x/lab/1/mf-manifest.json'],
    ['another remote’s release', '/releases/grooming/0.1.0-5e0c2a7b91/mf-manifest.json'],
    ['a path outside /releases', '/builds/lab/0.1.0-5e0c2a7b91/mf-manifest.json'],
    ['a CDN URL that names no version', 'https://cdn.example/lab/mf-manifest.json'],
  ])('refuse %s, saying what to point at instead', (_label, url) => {
    expect(() => parseEnvironment({ remotes: { lab: url } }, pinned)).toThrow(
      `"lab" apunta a ${url}, que no es una versión publicada: fuera de local cada remoto debe nombrar una ` +
        'versión inmutable (/releases/lab/<versión>/mf-manifest.json o su URL en un CDN), nunca una ' +
        'compilación que cambia con cada build (/remotes/lab/…). Ver RELEASING.md.',
    );
    expect(parseEnvironment({ remotes: { lab: url } }).remotes.lab).toBe(url); // local: allowed
  });
});

describe('the server and an environment file pointing at a mutable build', () => {
  let dir: string;
  let file: string;
  const mutable = { remotes: { lab: '/remotes/lab/mf-manifest.json' }, overrideOrigins: [] };
  const released = {
    remotes: { lab: '/releases/lab/0.1.0-5e0c2a7b91/mf-manifest.json' },
    overrideOrigins: [],
  };
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vet-pins-'));
    file = path.join(dir, 'production.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it.each(['staging', 'production'])('APP_ENV=%s does not start, and says why', async (appEnv) => {
    await writeFile(file, JSON.stringify(mutable));
    await expect(checkEnvironmentFile(file, appEnv)).rejects.toThrow(
      `El archivo de entorno ${file} (APP_ENV=${appEnv}) no es válido: "lab" apunta a /remotes/lab/mf-manifest.json, que no es una versión publicada`,
    );
  });

  it('the real server (npm start) with APP_ENV=production exits at start-up with that message', async () => {
    await writeFile(file, JSON.stringify(mutable));
    await buildServer();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      APP_ENV: 'production',
      REMOTES_FILE: file,
      DATA_DIR: dir,
    };
    const run = spawnSync(process.execPath, [path.join(apiRoot, 'dist', 'server.js')], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No se pudo iniciar VetClinic');
    expect(run.stderr).toContain(
      `El archivo de entorno ${file} (APP_ENV=production) no es válido: "lab" apunta a /remotes/lab/mf-manifest.json`,
    );
  }, 200_000);

  it('APP_ENV=local starts with it; a missing file is left to the run-time answer', async () => {
    await writeFile(file, JSON.stringify(mutable));
    await expect(checkEnvironmentFile(file, 'local')).resolves.toBeUndefined();
    await expect(checkEnvironmentFile(path.join(dir, 'nope.json'), 'production')).resolves.toBeUndefined();
  });

  it('a running production server refuses to serve such an edit: 503, and the log says why', async () => {
    await writeFile(file, JSON.stringify(released));
    const logs = capturingLogger();
    const t = await startTestApp({
      logger: logs.logger,
      extra: { static: { shellDist: dir, remotesDir: dir, remotesFile: file, appEnv: 'production' } },
    });
    try {
      let res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      expect([res.statusCode, res.json().remotes]).toEqual([200, released.remotes]);
      await writeFile(file, JSON.stringify(mutable));
      res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { msg: 'La configuración de módulos (remotes.json) no es válida.' },
      ]);
      expect(logs.text()).toContain(
        'El archivo de entorno (remotes.json) no es válido: \\"lab\\" apunta a /remotes/lab/mf-manifest.json, que no es una versión publicada',
      );
    } finally {
      await t.close();
    }
  });
});
