// @ts-check
// Serves a releases folder (<dir>/<name>/<version>/…) over plain node http: the "second origin" a tester
// stages a remote on. Same cache rules as the product server (api/src/http/static.ts) and CORS only for
// the shell origins listed. The e2e suite wraps createReleasesHandler to inject faults.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

// Same rules as cacheControlFor in api/src/http/static.ts (a test checks they agree).
const HASHED_NAME = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

/** @param {string} file */
export function cacheControlFor(file) {
  const name = path.basename(file);
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return HASHED_NAME.test(name) ? IMMUTABLE : 'no-cache';
}

/**
 * @param {{ dir: string, shellOrigins: string[] }} options
 * @returns {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>}
 */
export function createReleasesHandler({ dir, shellOrigins }) {
  const root = path.resolve(dir);
  const allowed = new Set(shellOrigins);
  return async (req, res) => {
    res.setHeader('vary', 'Origin');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cross-origin-resource-policy', 'cross-origin');
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) res.setHeader('access-control-allow-origin', origin);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return send(res, 405, 'Método no permitido.');
    }
    const file = await resolveFile(root, req.url ?? '/');
    if (!file) return send(res, 404, 'No encontrado.');
    const etag = `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    res.setHeader('cache-control', cacheControlFor(file.path));
    res.setHeader('etag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    const type = TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file.path).toLowerCase())];
    res.writeHead(200, { 'content-type': type ?? 'application/octet-stream', 'content-length': file.size });
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(file.path)
        .on('error', () => res.destroy())
        .pipe(res);
  };
}

/**
 * The file a URL names inside root, or undefined: no "..", no hidden segment (a release being built
 * is a hidden folder), nothing but regular files.
 * @param {string} root
 * @param {string} url
 */
async function resolveFile(root, url) {
  let rel;
  try {
    rel = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return undefined;
  }
  const segments = rel.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return undefined;
  const full = path.resolve(root, ...segments);
  if (!full.startsWith(root + path.sep)) return undefined;
  const info = await stat(full).catch(() => undefined);
  return info?.isFile() ? { path: full, size: info.size, mtimeMs: info.mtimeMs } : undefined;
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} msg
 */
function send(res, status, msg) {
  const body = JSON.stringify({ msg });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * Starts a releases server. port 0 picks a free port (tests). `handler` replaces the default one, e.g.
 * a wrapper around createReleasesHandler that injects faults.
 * @param {{ dir: string, shellOrigins: string[], port?: number, host?: string,
 *   handler?: (req: http.IncomingMessage, res: http.ServerResponse) => unknown }} options
 * @returns {Promise<{ server: http.Server, url: string, close: () => Promise<void> }>}
 */
export async function startReleasesServer({ dir, shellOrigins, port = 8090, host = '127.0.0.1', handler }) {
  const handle = handler ?? createReleasesHandler({ dir, shellOrigins });
  const server = http.createServer((req, res) => {
    Promise.resolve(handle(req, res)).catch(() => {
      if (!res.headersSent) send(res, 500, 'Error al servir el archivo.');
      else res.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    server,
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
