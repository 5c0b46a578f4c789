import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './helpers/app.js';
import { staticUnder } from './helpers/environment.js';
import { signUp } from './helpers/http.js';

/** br/gzip by Accept-Encoding, for API answers and static files; plain when not asked (issue 9). */
describe('compression', () => {
  let t: TestApp;
  let root: string;
  let token: string;
  const script = `console.log(${JSON.stringify('módulo '.repeat(2000))});`;
  const precompressed = (encoding: string) => `/* ${encoding} */ ${script}`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-compress-'));
    const shell = path.join(root, 'shell', 'dist');
    await mkdir(shell, { recursive: true });
    await mkdir(path.join(root, 'remotes'), { recursive: true });
    await writeFile(path.join(shell, 'main.3f2a9c1b.js'), script);
    await writeFile(path.join(shell, 'logo.webp'), Buffer.alloc(4096, 7));
    // A built file with its copies (scripts/lib/precompress.cjs). Their text differs from the file's
    // on purpose: what the client gets tells which one the server sent.
    await writeFile(path.join(shell, 'app.4b1d7e9c0a.js'), script);
    await writeFile(path.join(shell, 'app.4b1d7e9c0a.js.br'), brotliCompressSync(precompressed('br')));
    await writeFile(path.join(shell, 'app.4b1d7e9c0a.js.gz'), gzipSync(precompressed('gzip')));
    await writeFile(path.join(root, 'remotes.json'), JSON.stringify({ remotes: {}, overrideOrigins: [] }));
    t = await startTestApp({ extra: { static: staticUnder(root) } });
    token = (await signUp(t)).token;
    await t.db.query(
      `INSERT INTO owners (clinic_id, name, contact)
       SELECT s.clinic_id, 'Propietaria Núñez ' || i, '+58412' || lpad(i::text, 7, '0')
       FROM sessions s, generate_series(1, 300) i`,
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const owners = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/owners',
      headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('gzip when asked: GET /api/owners with 300 rows', async () => {
    const res = await owners('gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(json).toHaveLength(300);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(json)) / 4);
  });

  it('br preferred when the browser offers it', async () => {
    const res = await owners('gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toHaveLength(300);
  });

  it('pages too (their own serializer)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/owners?limit=300',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toMatchObject({ total: 300, page: 1 });
  });

  it('plain JSON when not asked', async () => {
    const res = await owners();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveLength(300);
  });

  it('small answers (under 1 KiB) stay plain', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('static files: text compressed, images left alone', async () => {
    const js = await t.app.inject({
      method: 'GET',
      url: '/main.3f2a9c1b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(js.rawPayload).toString('utf8')).toBe(script);
    const image = await t.app.inject({
      method: 'GET',
      url: '/logo.webp',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('static files built with .br and .gz copies: the copy goes out as it is, as a JavaScript file', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/app.4b1d7e9c0a.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(precompressed('br'));

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(precompressed('gzip'));

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('a file compressed on the fly says once that it varies by Accept-Encoding', async () => {
    const js = await t.app.inject({
      method: 'GET',
      url: '/main.3f2a9c1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers.vary).toBe('accept-encoding');
  });
});
