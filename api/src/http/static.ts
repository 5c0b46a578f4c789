import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticOptions {
  /** shell/dist: the host application, served at / with SPA fallback. */
  shellDist: string;
  /** Folder holding one sub-folder per remote, each with its own dist/ (remotes/<name>/dist). */
  remotesDir: string;
  /** The runtime manifest served as /remotes.json (name → URL of each remote's mf-manifest.json). */
  remotesFile: string;
}

// Bundler output carries a content hash in the name (main.3f2a9c1b.js): such a file never changes.
const HASHED_NAME = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
// Entry points that name the hashed files: always revalidated so a new release is picked up at once.
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;

export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return HASHED_NAME.test(name) ? IMMUTABLE : 'no-cache';
}

/** Serves the built front-end: shell at /, each remote under /remotes/<name>/, and /remotes.json. */
export default async function staticPlugin(app: FastifyInstance, opts: StaticOptions): Promise<void> {
  // Only the reply.sendFile helper (ETag, ranges, content types); the routes below decide what is served.
  await app.register(fastifyStatic, { serve: false });

  app.get('/remotes.json', async (request, reply) => {
    let raw: string;
    try {
      raw = await readFile(opts.remotesFile, 'utf8');
      JSON.parse(raw);
    } catch (err) {
      request.log.error({ err, file: opts.remotesFile }, 'remotes.json no disponible');
      return reply.code(404).send({ msg: 'No se encontró la configuración de módulos (remotes.json).' });
    }
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(raw);
  });

  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    const { name } = request.params;
    if (!REMOTE_NAME.test(name)) return reply.callNotFound();
    // A remote may be consumed by a shell on another origin (staging): its static files are public.
    reply.header('access-control-allow-origin', '*');
    return sendIfFile(reply, path.join(opts.remotesDir, name, 'dist'), request.params['*']);
  });

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const rel = request.params['*'] ?? '';
    const urlPath = `/${rel}`;
    if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/remotes/'))
      return reply.callNotFound();
    if (path.extname(rel)) return sendIfFile(reply, opts.shellDist, rel);
    if (!acceptsHtml(request)) return reply.callNotFound();
    return sendIndex(reply, opts.shellDist);
  });
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

async function sendIndex(reply: FastifyReply, shellDist: string) {
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
  return reply.sendFile('index.html', shellDist, { cacheControl: false });
}

async function sendIfFile(reply: FastifyReply, root: string, rel: string) {
  const full = path.resolve(root, rel);
  const inside = full.startsWith(root + path.sep);
  const hidden = rel.split('/').some((segment) => segment.startsWith('.'));
  if (!inside || hidden || !(await isFile(full))) return reply.callNotFound();
  reply.header('cache-control', cacheControlFor(full));
  return reply.sendFile(path.relative(root, full), root, { cacheControl: false });
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
