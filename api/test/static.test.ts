import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/app.js';

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
    await writeFile(path.join(root, 'remotes.json'), '{"auth":"/remotes/auth/mf-manifest.json"}');
    t = await startTestApp({
      extra: {
        static: {
          shellDist: shell,
          remotesDir: path.join(root, 'remotes'),
          remotesFile: path.join(root, 'remotes.json'),
        },
      },
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

  it('serves each remote under /remotes/<name>/ with no-cache entry files and CORS', async () => {
    const manifest = await get('/remotes/auth/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'auth' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
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

  it('serves /remotes.json from REMOTES_FILE, never cached', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth: '/remotes/auth/mf-manifest.json' });
    expect(res.headers['cache-control']).toBe('no-store');
    await writeFile(
      path.join(root, 'remotes.json'),
      '{"auth":"https://staging.example/auth/mf-manifest.json"}',
    );
    expect((await get('/remotes.json')).json()).toEqual({
      auth: 'https://staging.example/auth/mf-manifest.json',
    });
  });

  it('never serves files outside the dist folders', async () => {
    for (const url of [
      '/../secret.txt',
      '/assets/..%2f..%2f..%2fsecret.txt',
      '/remotes/auth/..%2f..%2f..%2fsecret.txt',
      '/remotes/..%2fsecret.txt/x',
      '/%2e%2e/%2e%2e/secret.txt',
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
