import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/app.js';
import { entries, staticUnder } from './helpers/environment.js';

/** An environment file (shell/environments/<env>.json) pointing auth's manifest at `auth`. */
const environmentJson = (auth: string) =>
  JSON.stringify({ remotes: entries({ auth }), overrideOrigins: [], releaseBase: '/releases' });

describe('serving the built front-end', () => {
  let root: string;
  let t: TestApp;
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-static-'));
    const shell = path.join(root, 'shell', 'dist');
    const auth = path.join(root, 'remotes', 'auth', 'dist');
    await mkdir(path.join(shell, 'assets'), { recursive: true });
    await mkdir(auth, { recursive: true });
    await mkdir(path.join(root, 'remotes', 'lab'), { recursive: true }); // lab not built
    await writeFile(
      path.join(shell, 'index.html'),
      '<!doctype html><title>VetClinic</title><div id="root"></div>',
    );
    await writeFile(path.join(shell, 'assets', 'main.3f2a9c1b.js'), 'console.log("shell")');
    await writeFile(path.join(shell, 'favicon.ico'), 'ico');
    await writeFile(path.join(auth, 'mf-manifest.json'), '{"name":"auth"}');
    await writeFile(path.join(auth, 'remoteEntry.js'), 'var auth;');
    await writeFile(path.join(auth, '__federation_expose_routes.9ab81c22.js'), 'export {}');
    await writeFile(path.join(root, 'secret.txt'), 'no');
    await writeFile(path.join(root, 'remotes.json'), environmentJson('/remotes/auth/mf-manifest.json'));
    const release = path.join(root, 'releases', 'auth', '0.1.0-3f2a9c1');
    await mkdir(release, { recursive: true });
    await mkdir(path.join(root, 'releases', 'auth', '.build-0.2.0-1'), { recursive: true });
    await writeFile(path.join(root, 'releases', 'auth', '.build-0.2.0-1', 'mf-manifest.json'), '{}');
    await writeFile(path.join(release, 'mf-manifest.json'), '{"name":"auth","v":"0.1.0-3f2a9c1"}');
    await writeFile(path.join(release, '__federation_expose_module.5b6c7d8e9f.js'), 'export {}');
    t = await startTestApp({
      extra: { static: staticUnder(root, { shellOrigins: ['https://shell.staging.example'] }) },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves index.html at / and as the SPA fallback for app routes, never cached', async () => {
    for (const url of ['/', '/owners', '/patients/5b2d/lab-exams/create', '/auth/login?next=%2F']) {
      const res = await get(url, html);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('does not fall back for non-HTML requests, missing files, or /api and /remotes paths', async () => {
    expect((await get('/owners', { accept: 'application/json' })).statusCode).toBe(404);
    const missing = await get('/assets/nope.12345678.js', html);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ msg: 'Ruta no encontrada' });
    expect((await get('/releases/nope', html)).statusCode).toBe(404);
    const api = await get('/api/nope', html);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ msg: 'Ruta no encontrada' });
    expect((await get('/remotes/auth/nope', html)).statusCode).toBe(404);
  });

  it('caches hashed files for a year and revalidates the rest', async () => {
    const hashed = await get('/assets/main.3f2a9c1b.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
  });

  it('serves each remote under /remotes/<name>/ with no-cache entry files', async () => {
    const manifest = await get('/remotes/auth/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'auth' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/auth/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/auth/__federation_expose_routes.9ab81c22.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a remote that is not built just 404s', async () => {
    const res = await get('/remotes/lab/mf-manifest.json');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'Ruta no encontrada' });
  });

  it('answers CORS on remote files only to the listed shell origins, varying on Origin', async () => {
    for (const url of ['/remotes/auth/mf-manifest.json', '/releases/auth/0.1.0-3f2a9c1/mf-manifest.json']) {
      const listed = await get(url, { origin: 'https://shell.staging.example' });
      expect([url, listed.headers['access-control-allow-origin']]).toEqual([
        url,
        'https://shell.staging.example',
      ]);
      expect(listed.headers.vary).toMatch(/origin/i);
      const other = await get(url, { origin: 'https://evil.example' });
      expect(other.statusCode).toBe(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers.vary).toMatch(/origin/i);
      expect((await get(url)).headers['access-control-allow-origin']).toBeUndefined(); // same origin
    }
  });

  it('serves releases under /releases/<name>/<version>/, every file cached for good (the version names it)', async () => {
    const manifest = await get('/releases/auth/0.1.0-3f2a9c1/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'auth', v: '0.1.0-3f2a9c1' });
    // Its manifest too: a rollback names another version in remotes.json, which is never cached.
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const chunk = await get('/releases/auth/0.1.0-3f2a9c1/__federation_expose_module.5b6c7d8e9f.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/releases/auth/0.9.9-0000000/mf-manifest.json', // no such version
      '/releases/auth/.build-0.2.0-1/mf-manifest.json', // a release still being built
      '/releases/auth/0.1.0-3f2a9c1', // a folder
      '/releases/lab/0.1.0-3f2a9c1/mf-manifest.json',
    ]) {
      expect([url, (await get(url, html)).statusCode]).toEqual([url, 404]);
    }
  });

  it('serves /remotes.json from the environment file, never cached, re-read when it changes', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      remotes: {
        auth: {
          manifest: '/remotes/auth/mf-manifest.json',
          label: 'Módulo auth',
          mounts: [{ path: 'auth', area: 'main' }],
        },
      },
      overrideOrigins: [],
      releaseBase: '/releases',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    await writeFile(
      path.join(root, 'remotes.json'),
      environmentJson('https://cdn.example/auth/mf-manifest.json'),
    );
    expect((await get('/remotes.json')).json().remotes.auth.manifest).toBe(
      'https://cdn.example/auth/mf-manifest.json',
    );
    await writeFile(path.join(root, 'remotes.json'), '{"auth": "/remotes/auth/mf-manifest.json"}'); // old format
    const invalid = await get('/remotes.json');
    expect(invalid.statusCode).toBe(503);
    expect(invalid.json().msg).toContain('remotes.json');
    await writeFile(path.join(root, 'remotes.json'), environmentJson('/remotes/auth/mf-manifest.json'));
  });

  it('serves a sixth remote whole: its mounts, navigation and widgets, as the file declares them', async () => {
    const environment = {
      remotes: {
        ...entries({ auth: '/remotes/auth/mf-manifest.json' }),
        vaccines: {
          manifest: '/remotes/vaccines/mf-manifest.json',
          label: 'Vacunas',
          mounts: [
            { path: 'vaccines', area: 'main' },
            { path: 'patients/:patientId/vaccines', area: 'main' },
          ],
          nav: [
            { label: 'Vacunas', to: '/vaccines', icon: 'syringe', order: 35, in: ['sidebar', 'bottomBar'] },
          ],
          widgets: { order: 30 },
        },
      },
      overrideOrigins: [],
      releaseBase: '/releases',
    };
    try {
      await writeFile(path.join(root, 'remotes.json'), JSON.stringify(environment, null, 2));
      const res = await get('/remotes.json');
      expect([res.statusCode, res.json()]).toEqual([200, environment]);
    } finally {
      await writeFile(path.join(root, 'remotes.json'), environmentJson('/remotes/auth/mf-manifest.json'));
    }
  });

  it('answers 503 for an entry the shell could not place (an unknown field), and serves it again once fixed', async () => {
    const typo = {
      remotes: {
        auth: { ...entries({ auth: '/remotes/auth/mf-manifest.json' }).auth, widget: { order: 1 } },
      },
    };
    try {
      await writeFile(path.join(root, 'remotes.json'), JSON.stringify(typo));
      const res = await get('/remotes.json');
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { msg: 'La configuración de módulos (remotes.json) no es válida.' },
      ]);
    } finally {
      await writeFile(path.join(root, 'remotes.json'), environmentJson('/remotes/auth/mf-manifest.json'));
    }
    expect((await get('/remotes.json')).statusCode).toBe(200);
  });

  it('never serves files outside the dist folders', async () => {
    for (const url of [
      '/../secret.txt',
      '/assets/..%2f..%2f..%2fsecret.txt',
      '/remotes/auth/..%2f..%2f..%2fsecret.txt',
      '/remotes/..%2fsecret.txt/x',
      '/%2e%2e/%2e%2e/secret.txt',
      '/releases/auth/0.1.0-3f2a9c1/..%2f..%2f..%2f..%2fsecret.txt',
      '/releases/auth/..%2f..%2f..%2fsecret.txt/x',
      '/releases/..%2f..%2fsecret.txt/x/y',
      '/releases/auth/0.1.0-3f2a9c1/%2e%2e/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
      expect(res.body).not.toBe('no');
    }
  });
});

describe('serving when nothing is built', () => {
  it('still starts; / explains in Spanish that the web app is not built', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'vet-static-empty-'));
    const t = await startTestApp({
      extra: {
        static: {
          shellDist: path.join(empty, 'shell', 'dist'),
          remotesDir: path.join(empty, 'remotes'),
          remotesFile: path.join(empty, 'none.json'),
        },
      },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('no está compilada');
      const manifest = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(manifest.statusCode).toBe(404);
      expect(manifest.json().msg).toContain('remotes.json');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
