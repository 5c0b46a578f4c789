import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppEnv } from '../config.js';
import type { EnvironmentFile } from './environment-file.js';
import { preloadHints, type PreloadHints } from './preload-hints.js';
import { matchesEtag, prerender, type Prerender } from './prerender.js';

export interface StaticOptions {
  /** shell/dist: the host application, served at / with SPA fallback. */
  shellDist: string;
  /** Folder holding one sub-folder per remote, each with its own dist/ (remotes/<name>/dist). */
  remotesDir: string;
  /** The environment file served as /remotes.json (shell/environments/<APP_ENV>.json or REMOTES_FILE). */
  remotesFile: string;
  /** production: the file's overrideOrigins are ignored. */
  appEnv?: AppEnv;
  /** RELEASES_DIR: immutable remote releases, served at /releases/<name>/<version>/. */
  releasesDir?: string;
  /** SHELL_ORIGINS: other origins whose shell may load this server's remotes (CORS). */
  shellOrigins?: string[];
}

// Bundler output carries a content hash in the name (main.3f2a9c1b.js): such a file never changes.
const HASHED_NAME = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
// Entry points that name the hashed files: always revalidated so a new release is picked up at once.
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;
// A release folder name as the release command writes it (0.1.0-3f2a9c1, 0.1.0-3f2a9c1-dirty.20250101T1200Z).
const RELEASE_VERSION = /^[0-9a-z][0-9a-z.+-]*$/i;
// Source maps hold the front end's original sources. Production builds emit none (rspack.shared.js);
// development builds do, for the browser's devtools, so only a local server serves them.
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return HASHED_NAME.test(name) ? IMMUTABLE : 'no-cache';
}

/**
 * Serves the built front-end: shell at /, each remote under /remotes/<name>/, releases under
 * /releases/<name>/<version>/, and the environment file as /remotes.json.
 */
export default async function staticPlugin(
  app: FastifyInstance,
  opts: StaticOptions & { environment: EnvironmentFile },
): Promise<void> {
  // Only the reply.sendFile helper (ETag, ranges, content types); the routes below decide what is served.
  // preCompressed: a built file's .br or .gz copy (scripts/lib/precompress.cjs) goes out as it is,
  // by Accept-Encoding; a file without copies is compressed on the fly (http/compression.ts).
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  const shellOrigins = new Set(opts.shellOrigins ?? []);
  const sourceMaps = (opts.appEnv ?? 'local') === 'local';
  const sendIfFile = (reply: FastifyReply, root: string, rel: string, immutable = false) =>
    !sourceMaps && SOURCE_MAP.test(rel) ? reply.callNotFound() : sendFileIn(reply, root, rel, immutable);
  // A remote's prerendered HTML for the navigated path, inside index.html (issue 29, http/prerender.ts).
  const prerendered = prerender({
    remotesDir: opts.remotesDir,
    releasesDir: opts.releasesDir,
    environment: opts.environment,
    logger: app.log,
  });
  // The first screen's files named in index.html's <head> (issue 29, http/preload-hints.ts).
  const hints = preloadHints({
    shellDist: opts.shellDist,
    remotesDir: opts.remotesDir,
    releasesDir: opts.releasesDir,
    environment: opts.environment,
    logger: app.log,
  });

  app.get('/remotes.json', async (_request, reply) => {
    const state = await opts.environment.read();
    if (!state.ok) {
      const msg =
        state.reason === 'missing'
          ? 'No se encontró la configuración de módulos (remotes.json).'
          : 'La configuración de módulos (remotes.json) no es válida.';
      return reply.code(state.reason === 'missing' ? 404 : 503).send({ msg });
    }
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(state.json);
  });

  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    const { name } = request.params;
    if (!REMOTE_NAME.test(name)) return reply.callNotFound();
    allowShellOrigin(request, reply, shellOrigins);
    return sendIfFile(reply, path.join(opts.remotesDir, name, 'dist'), request.params['*']);
  });

  app.get<{ Params: { name: string; version: string; '*': string } }>(
    '/releases/:name/:version/*',
    async (request, reply) => {
      const { name, version } = request.params;
      if (!opts.releasesDir || !REMOTE_NAME.test(name) || !RELEASE_VERSION.test(version))
        return reply.callNotFound();
      allowShellOrigin(request, reply, shellOrigins);
      // A release never changes (its version names its content; the release command never writes over
      // another content): its manifest and entry are cached for good too, so a repeat visit asks only
      // for the page, remotes.json (never cached: a rollback names another version) and the API.
      return sendIfFile(reply, path.join(opts.releasesDir, name, version), request.params['*'], true);
    },
  );

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const rel = request.params['*'] ?? '';
    const urlPath = `/${rel}`;
    if (/^\/(api|remotes|releases)(\/|$)/.test(urlPath)) return reply.callNotFound();
    if (path.extname(rel)) return sendIfFile(reply, opts.shellDist, rel);
    if (!acceptsHtml(request)) return reply.callNotFound();
    return sendIndex(request, reply, opts.shellDist, { prerendered, hints });
  });
}

/**
 * Remote files are loaded cross-origin only by a shell on another origin (staging): answer CORS for the
 * origins listed in SHELL_ORIGINS, never `*`. The product's own shell is same-origin and needs nothing.
 */
function allowShellOrigin(request: FastifyRequest, reply: FastifyReply, shellOrigins: Set<string>): void {
  reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (origin && shellOrigins.has(origin)) reply.header('access-control-allow-origin', origin);
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

async function sendIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  shellDist: string,
  { prerendered, hints }: { prerendered: Prerender; hints: PreloadHints },
) {
  const index = path.join(shellDist, 'index.html');
  if (!(await isFile(index))) {
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="es"><meta charset="utf-8"><title>VetClinic</title>' +
          '<p>La aplicación web no está compilada todavía (falta shell/dist). Ejecuta <code>npm start</code> o <code>npm run build</code>.</p></html>',
      );
  }
  reply.header('cache-control', 'no-cache');
  varyByEncoding(reply);
  // With preload hints (every page, while remotes.json is readable) or a remote's prerendered fragment for
  // this path: the composed page, compressed on the fly (http/compression.ts) and validated by a hash of
  // its body. Never fails the page: without either, index.html as it is built (its .br/.gz copies, its
  // file ETag).
  const headHints = await hints.forPath(request.url);
  const composed = await prerendered.compose(index, request.url, headHints).catch((err: unknown) => {
    request.log.warn({ err }, 'Prerender: no se pudo componer la página; se sirve index.html sin fragmento');
    return undefined;
  });
  if (composed) {
    reply.header('etag', composed.etag).type('text/html; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], composed.etag)) return reply.code(304).send();
    return reply.send(composed.body);
  }
  return reply.sendFile('index.html', shellDist, { cacheControl: false });
}

async function sendFileIn(reply: FastifyReply, root: string, rel: string, immutable: boolean) {
  const full = path.resolve(root, rel);
  const inside = full.startsWith(root + path.sep);
  const hidden = rel.split('/').some((segment) => segment.startsWith('.'));
  if (!inside || hidden || !(await isFile(full))) return reply.callNotFound();
  reply.header('cache-control', immutable ? IMMUTABLE : cacheControlFor(full));
  varyByEncoding(reply);
  return reply.sendFile(path.relative(root, full), root, { cacheControl: false });
}

/** The answer depends on Accept-Encoding (a precompressed copy or not): caches must keep them apart. */
function varyByEncoding(reply: FastifyReply): void {
  // Lower case, as @fastify/compress writes and looks for it when it compresses a file on the fly.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
