import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './helpers/app.js';
import { entries, staticUnder } from './helpers/environment.js';
import { capturingLogger } from './helpers/logger.js';

/**
 * Prerendered first paint (issue 29): a remote's build ships prerender.json (exact path → HTML fragment)
 * in the folder its manifest is served from; an HTML navigation to that path gets index.html with the
 * fragment before the shell's mount point, from the remote's folder the environment file names now.
 */
describe('prerendered fragments in index.html', () => {
  let root: string;
  let t: TestApp;
  const logs = capturingLogger();
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  const index =
    '<!doctype html>\n<html lang="es">\n  <head>\n    <meta charset="utf-8" />\n' +
    '    <title>VetClinic — Sistema Veterinario Integral</title>\n  </head>\n  <body>\n' +
    '    <noscript>Necesitas activar JavaScript para usar VetClinic.</noscript>\n' +
    '    <div id="root"></div>\n  </body>\n</html>\n';
  // Over 1 KiB with index.html, so that it is compressed (http/compression.ts threshold).
  const login = (tag: string) =>
    `<style>${'.login-card{margin:0 auto;max-width:400px}'.repeat(30)}</style>` +
    `<main class="login-card"><h1>Iniciar sesión</h1><p>${tag}</p></main>`;
  const remotesJson = (authManifest: string) =>
    JSON.stringify({
      remotes: entries({
        auth: authManifest,
        lab: '/remotes/lab/mf-manifest.json', // its prerender.json is not JSON
        owners: 'https://cdn.example/owners/0.1.0-3f2a9c1/mf-manifest.json', // another origin
      }),
      overrideOrigins: [],
      releaseBase: '/releases',
    });
  const prerenderJson = JSON.stringify({
    routes: {
      '/auth/login': 'prerender/login.html',
      '/auth/register': 'prerender/register.html',
      '/auth/forgot': '../../../outside.html',
      '/auth/linked': 'prerender/linked.html',
      '/auth/big': 'prerender/big.html',
    },
  });
  const dist = () => path.join(root, 'remotes', 'auth', 'dist');
  // Every page names remotes.json in its <head> (http/preload-hints.ts; auth's manifest here lists no
  // files, so nothing of auth is named): index.html as served.
  const page = index.replace(
    '</head>',
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"></head>',
  );

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-prerender-'));
    const shell = path.join(root, 'shell', 'dist');
    await mkdir(shell, { recursive: true });
    await writeFile(path.join(shell, 'index.html'), index);
    // index.html's built copy: its text differs on purpose, to tell which one went out.
    await writeFile(path.join(shell, 'index.html.br'), brotliCompressSync(`${index}<!-- br copy -->`));
    await writeFile(path.join(root, 'outside.html'), '<p>fuera</p>');
    for (const folder of [
      dist(),
      path.join(root, 'releases', 'auth', '0.1.0-3f2a9c1'),
      path.join(root, 'releases', 'auth', '0.2.0-4e5d6c7.1'),
    ]) {
      const tag = path.basename(folder === dist() ? 'dist' : folder);
      await mkdir(path.join(folder, 'prerender'), { recursive: true });
      await writeFile(path.join(folder, 'mf-manifest.json'), '{"name":"auth"}');
      await writeFile(path.join(folder, 'prerender.json'), prerenderJson);
      await writeFile(path.join(folder, 'prerender', 'login.html'), login(tag));
      await writeFile(
        path.join(folder, 'prerender', 'register.html'),
        '<main><h1>Crear cuenta</h1></main><SCRIPT>alert(1)</SCRIPT>',
      );
      await writeFile(path.join(folder, 'prerender', 'big.html'), `<p>${'x'.repeat(200 * 1024)}</p>`);
      await symlink(path.join(root, 'outside.html'), path.join(folder, 'prerender', 'linked.html'));
    }
    await mkdir(path.join(root, 'remotes', 'lab', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'remotes', 'lab', 'dist', 'prerender.json'), '{"routes": {"/lab": ');
    await writeFile(path.join(root, 'remotes.json'), remotesJson('/remotes/auth/mf-manifest.json'));
    t = await startTestApp({ logger: logs.logger, extra: { static: staticUnder(root) } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...html, ...headers } });
  const withFragment = (route: string, fragment: string) =>
    page.replace(
      '<div id="root"></div>',
      `<div id="prerendered" data-path="${route}">${fragment}</div><div id="root"></div>`,
    );
  const setAuth = (manifest: string) => writeFile(path.join(root, 'remotes.json'), remotesJson(manifest));

  it('inserts the fragment before the mount point for its exact path, with or without one trailing slash', async () => {
    for (const url of ['/auth/login', '/auth/login/', '/auth/login?next=%2Fowners']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toBe(withFragment('/auth/login', login('dist')));
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    for (const url of ['/owners', '/', '/auth/login//', '/auth/login/x', '/auth', '/lab']) {
      const res = await get(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, page]);
    }
    // Neither the other origin nor the invalid prerender.json is a problem worth a line in the log.
    expect(logs.lines().filter((line) => line.remote === 'lab')).toEqual([]);
    expect(logs.text()).not.toContain('cdn.example');
  });

  it('takes the fragment from the release the environment file names, and follows a rollback at once', async () => {
    try {
      await setAuth('/releases/auth/0.2.0-4e5d6c7.1/mf-manifest.json');
      expect((await get('/auth/login')).body).toBe(withFragment('/auth/login', login('0.2.0-4e5d6c7.1')));
      await setAuth('/releases/auth/0.1.0-3f2a9c1/mf-manifest.json'); // the rollback
      expect((await get('/auth/login')).body).toBe(withFragment('/auth/login', login('0.1.0-3f2a9c1')));
      await setAuth('https://cdn.example/auth/0.1.0-3f2a9c1/mf-manifest.json'); // not this server's folder
      expect((await get('/auth/login')).body).toBe(page);
    } finally {
      await setAuth('/remotes/auth/mf-manifest.json');
    }
    expect((await get('/auth/login')).body).toBe(withFragment('/auth/login', login('dist')));
  });

  it('refuses a fragment holding a script, over 200 KB, or outside its folder (by path or by link): index.html as it is, and a warning', async () => {
    expect((await get('/auth/login')).body).toContain('id="prerendered"');
    for (const url of ['/auth/register', '/auth/forgot', '/auth/linked', '/auth/big']) {
      const res = await get(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, page]);
    }
    const warnings = () => logs.lines().filter((line) => line.level === 40);
    // One line per refused file, naming it and why (no request, no personal data).
    const refused = (file: string) =>
      warnings()
        .filter((line) => String(line.file).endsWith(file))
        .map((line) => line.msg);
    expect(refused('register.html')).toContainEqual(expect.stringMatching(/contiene <script>/));
    expect(refused('big.html')).toContainEqual(expect.stringMatching(/demasiado grande/));
    expect(refused('../../../outside.html')).toContainEqual(expect.stringMatching(/fuera de su carpeta/));
    expect(refused('linked.html')).toContainEqual(expect.stringMatching(/fuera de su carpeta/));
    expect(logs.text()).not.toContain('alert(1)');
    // Read once: asking again logs nothing new.
    const before = warnings().length;
    await get('/auth/register');
    await get('/auth/forgot');
    await get('/auth/linked');
    expect(warnings().length).toBe(before);
  });

  it('an ETag from the composed body: 304 while it is the same, a new one when the build changes the fragment', async () => {
    const first = await get('/auth/login');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"[A-Za-z0-9_-]{16,}"$/);
    const again = await get('/auth/login/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.etag).toBe(etag);
    // Without a fragment, the page's own ETag still answers 304, and differs from the one with it.
    const plain = await get('/owners');
    expect(plain.headers.etag).toBeDefined();
    expect(plain.headers.etag).not.toBe(etag);
    expect((await get('/owners', { 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
    expect((await get('/owners', { 'if-none-match': etag })).statusCode).toBe(200);

    try {
      await writeFile(path.join(dist(), 'prerender', 'login.html'), login('rebuilt, longer'));
      const rebuilt = await get('/auth/login', { 'if-none-match': etag });
      expect(rebuilt.statusCode).toBe(200);
      expect(rebuilt.body).toBe(withFragment('/auth/login', login('rebuilt, longer')));
      expect(rebuilt.headers.etag).not.toBe(etag);
    } finally {
      await writeFile(path.join(dist(), 'prerender', 'login.html'), login('dist'));
    }
  });

  it('compressed by Accept-Encoding: the composed page on the fly', async () => {
    const br = await get('/auth/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(
      withFragment('/auth/login', login('dist')),
    );
    const gzip = await get('/auth/login', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(withFragment('/auth/login', login('dist')));

    // Without a fragment the page is under the compression threshold (1 KiB): sent as it is.
    const plain = await get('/owners', { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('index.html as built (its compressed copy) when nothing is added: remotes.json unreadable', async () => {
    try {
      await writeFile(path.join(root, 'remotes.json'), '{"remotes": ');
      const plain = await get('/auth/login', { 'accept-encoding': 'br' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(plain.rawPayload).toString('utf8')).toBe(`${index}<!-- br copy -->`);
    } finally {
      await setAuth('/remotes/auth/mf-manifest.json');
    }
  });
});
