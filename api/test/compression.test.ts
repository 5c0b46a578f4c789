import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './helpers/app.js';
import { signUp } from './helpers/http.js';

/** br/gzip by Accept-Encoding, for API answers and static files; plain when not asked (issue 9). */
describe('compression', () => {
  let t: TestApp;
  let root: string;
  let token: string;
  const script = `console.log(${JSON.stringify('módulo '.repeat(2000))});`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-compress-'));
    const shell = path.join(root, 'shell', 'dist');
    await mkdir(shell, { recursive: true });
    await mkdir(path.join(root, 'remotes'), { recursive: true });
    await writeFile(path.join(shell, 'main.3f2a9c1b.js'), script);
    await writeFile(path.join(shell, 'logo.webp'), Buffer.alloc(4096, 7));
    await writeFile(path.join(root, 'remotes.json'), JSON.stringify({ remotes: {}, overrideOrigins: [] }));
    t = await startTestApp({
      extra: {
        static: {
          shellDist: shell,
          remotesDir: path.join(root, 'remotes'),
          remotesFile: path.join(root, 'remotes.json'),
        },
      },
    });
    token = (await signUp(t)).token;
    await t.db.query(
      `INSERT INTO owners (vet_id, name, contact)
       SELECT s.vet_id, 'Propietaria Núñez ' || i, '+58412' || lpad(i::text, 7, '0')
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
});
