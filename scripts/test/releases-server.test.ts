import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  cacheControlFor as releasesCacheControl,
  createReleasesHandler,
  startReleasesServer,
} from '../lib/releases-server.mjs';
import { cacheControlFor } from '../../api/src/http/static.js';

/** A raw GET (fetch would normalise "..", which is what these tests must send as is). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(url, { method, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('releases server (npm run serve:releases)', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startReleasesServer>>;
  const version = '0.1.0-3f2a9c1';
  const url = (p: string) => `${server.url}${p}`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-releases-'));
    const dir = path.join(root, 'releases', 'lab', version);
    await mkdir(dir, { recursive: true });
    await mkdir(path.join(root, 'releases', 'lab', '.build-0.2.0-9'), { recursive: true });
    await writeFile(path.join(root, 'releases', 'lab', '.build-0.2.0-9', 'mf-manifest.json'), '{}');
    await writeFile(path.join(dir, 'mf-manifest.json'), '{"name":"lab"}');
    await writeFile(path.join(dir, 'remoteEntry.js'), 'var lab;');
    await writeFile(path.join(dir, '__federation_expose_module.5b6c7d8e9f.js'), 'export {}');
    await writeFile(path.join(root, 'secret.txt'), 'no');
    server = await startReleasesServer({
      dir: path.join(root, 'releases'),
      shellOrigins: ['http://localhost:8080'],
      port: 0,
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a release with the product server cache rules', async () => {
    const manifest = await get(url(`/lab/${version}/mf-manifest.json`));
    expect(manifest.status).toBe(200);
    expect(JSON.parse(manifest.body)).toEqual({ name: 'lab' });
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await get(url(`/lab/${version}/__federation_expose_module.5b6c7d8e9f.js`));
    expect(chunk.headers['content-type']).toMatch(/^text\/javascript/);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(url(`/lab/${version}/remoteEntry.js`))).headers['cache-control']).toBe('no-cache');
    const again = await get(url(`/lab/${version}/mf-manifest.json`), {
      'if-none-match': String(manifest.headers.etag),
    });
    expect(again.status).toBe(304);
    for (const name of [
      'index.html',
      'mf-manifest.json',
      'remoteEntry.js',
      'main.3f2a9c1b.js',
      'a.css',
      'logo.1234abcd99.png',
    ])
      expect([name, releasesCacheControl(name)]).toEqual([name, cacheControlFor(name)]);
  });

  it('answers CORS only to the listed shell origins, varying on Origin', async () => {
    const listed = await get(url(`/lab/${version}/mf-manifest.json`), { origin: 'http://localhost:8080' });
    expect(listed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(listed.headers.vary).toBe('Origin');
    const other = await get(url(`/lab/${version}/mf-manifest.json`), { origin: 'https://evil.example' });
    expect(other.status).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses paths outside the folder, hidden folders, folders and other methods', async () => {
    for (const p of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/lab/..%2f..%2fsecret.txt',
      `/lab/${version}/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
      '/lab/.build-0.2.0-9/mf-manifest.json',
      `/lab/${version}`,
      '/lab/%E0%A4%A',
      '/nope',
    ]) {
      const res = await get(url(p));
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.body).not.toBe('no');
      expect(JSON.parse(res.body)).toEqual({ msg: 'No encontrado.' });
    }
    expect((await get(url(`/lab/${version}/mf-manifest.json`), {}, 'POST')).status).toBe(405);
  });

  it('can be wrapped to inject faults (what the e2e suite does)', async () => {
    const handler = createReleasesHandler({ dir: path.join(root, 'releases'), shellOrigins: [] });
    const faulty = await startReleasesServer({
      dir: path.join(root, 'releases'),
      shellOrigins: [],
      port: 0,
      handler: (req, res) => {
        if (req.url?.endsWith('mf-manifest.json')) {
          res.writeHead(404).end();
          return;
        }
        return handler(req, res);
      },
    });
    try {
      expect((await get(`${faulty.url}/lab/${version}/mf-manifest.json`)).status).toBe(404);
      expect((await get(`${faulty.url}/lab/${version}/remoteEntry.js`)).status).toBe(200);
    } finally {
      await faulty.close();
    }
  });
});
