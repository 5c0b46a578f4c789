import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { EnvironmentFile } from './environment-file.js';

/**
 * Prerendered first paint (issue 29): a remote's build may ship, in the folder its manifest is served from,
 * a `prerender.json` — `{ "routes": { "/auth/login": "prerender/login.html" } }`, exact URL pathnames →
 * HTML fragments (markup and `<style>`, never a script) — and an HTML navigation to one of those paths gets
 * the shell's index.html with the fragment in it, so a slow connection paints the screen before any script
 * has arrived. The remotes looked at are those of the environment file as it is now, so a rollback gives
 * that version's fragment at once. A problem with a fragment never fails the page: it goes out without
 * one.
 */
export interface PrerenderOptions {
  /** Folder holding one sub-folder per remote, each with its own dist/ (remotes/<name>/dist). */
  remotesDir: string;
  /** RELEASES_DIR: immutable remote releases, served at /releases/<name>/<version>/. */
  releasesDir?: string;
  environment: EnvironmentFile;
  logger?: FastifyBaseLogger;
}

/** index.html with a fragment inserted, and its ETag (a hash of the body). */
export interface ComposedIndex {
  body: string;
  etag: string;
}

export interface Prerender {
  /**
   * index.html (at `indexFile`) composed for the request's `pathname`: the fragment for that path, and
   * `headHints` (preload links, http/preload-hints.ts) in its <head>; undefined when neither applies.
   */
  compose(indexFile: string, pathname: string, headHints?: string): Promise<ComposedIndex | undefined>;
}

/** Where the fragment goes: immediately before the shell's mount point. */
export const ROOT_ELEMENT = '<div id="root"></div>';
export const MAX_FRAGMENT_BYTES = 200 * 1024;

// The same rules as the routes serving these folders (static.ts).
const REMOTE_NAME = '[a-z0-9][a-z0-9-]*';
const RELEASE_VERSION = '[0-9a-z][0-9a-z.+-]*';
const DIST_MANIFEST = new RegExp(`^/remotes/(${REMOTE_NAME})/mf-manifest\\.json$`);
const RELEASE_MANIFEST = new RegExp(
  `^/releases/(${REMOTE_NAME})/(${RELEASE_VERSION})/mf-manifest\\.json$`,
  'i',
);
const SCRIPT = /<script/i;
// Entries kept per cache before it is emptied (the remotes of one file, a few rollbacks, routes × versions).
const MAX_ENTRIES = 200;

/** A built folder: where a manifest on this origin is served from. A release never changes. */
export interface Folder {
  dir: string;
  immutable: boolean;
}

/** Where the built folders are: remotes/<name>/dist and, when set, the releases. */
export type FolderRoots = Pick<PrerenderOptions, 'remotesDir' | 'releasesDir'>;

/**
 * The folder a manifest URL (as remotes.json names it) is served from, when it is on this origin and one
 * this server serves: /remotes/<name>/mf-manifest.json or /releases/<name>/<version>/mf-manifest.json.
 */
export function manifestFolder(manifest: string, roots: FolderRoots): Folder | undefined {
  if (!manifest.startsWith('/') || manifest.startsWith('//')) return undefined; // another origin
  const urlPath = manifest.split(/[?#]/, 1)[0] ?? '';
  const dist = DIST_MANIFEST.exec(urlPath);
  if (dist) return { dir: path.resolve(roots.remotesDir, dist[1]!, 'dist'), immutable: false };
  const release = RELEASE_MANIFEST.exec(urlPath);
  if (release && roots.releasesDir)
    return { dir: path.resolve(roots.releasesDir, release[1]!, release[2]!), immutable: true };
  return undefined;
}

type Routes = Map<string, string | null>;
type Fragment = { ok: true; html: string } | { ok: false };

/**
 * "/auth/login/" and "/auth/login" are the same route; "/" stays "/". The query string is not part of it.
 */
export function routeOf(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A file read once and kept while its inode, size and mtime stay the same (or, in an immutable folder, for
 * good once found), parsed by `parse` (given `context`). Concurrent callers of one file share one read.
 */
export class FileCache<T, C = undefined> {
  private readonly entries = new Map<string, { key: string; immutable: boolean; value: T }>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly parse: (file: string, content: Buffer | undefined, context: C) => Promise<T> | T,
  ) {}

  get(file: string, immutable: boolean, context: C): Promise<T> {
    const kept = this.entries.get(file);
    if (kept?.immutable) return Promise.resolve(kept.value);
    let loading = this.pending.get(file);
    if (!loading) {
      loading = this.load(file, immutable, context).finally(() => this.pending.delete(file));
      this.pending.set(file, loading);
    }
    return loading;
  }

  private async load(file: string, immutable: boolean, context: C): Promise<T> {
    const info = await stat(file).catch(() => undefined);
    const key = info?.isFile() ? `${info.ino}:${info.size}:${info.mtimeMs}` : 'missing';
    const kept = this.entries.get(file);
    if (kept?.key === key) return kept.value;
    const content = key === 'missing' ? undefined : await readFile(file).catch(() => undefined);
    const value = await this.parse(file, content, context);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(file, { key, immutable: immutable && content !== undefined, value });
    return value;
  }

  /** The identity of what was last read from `file` (changes when the file does). */
  keyOf(file: string): string | undefined {
    return this.entries.get(file)?.key;
  }
}

const inside = (file: string, folder: string) => file.startsWith(folder + path.sep);

export function prerender(options: PrerenderOptions): Prerender {
  const log = options.logger;

  // prerender.json: route → its fragment's file, or null when the file named would leave the folder
  // (logged once per version of prerender.json). Missing or invalid: no routes, silently.
  const routeFiles = new FileCache<Routes, { dir: string; remote: string }>(
    (_file, content, { dir, remote }) => {
      const routes: Routes = new Map();
      if (!content) return routes;
      let listed: unknown;
      try {
        listed = (JSON.parse(content.toString('utf8')) as { routes?: unknown } | null)?.routes;
      } catch {
        return routes; // not JSON
      }
      if (typeof listed !== 'object' || listed === null || Array.isArray(listed)) return routes;
      for (const [route, rel] of Object.entries(listed)) {
        if (!route.startsWith('/') || typeof rel !== 'string' || rel === '' || routes.has(routeOf(route)))
          continue;
        const file = path.resolve(dir, rel);
        const within = !path.isAbsolute(rel) && inside(file, dir);
        if (!within)
          log?.warn(
            { remote, dir, file: rel },
            'Prerender: el fragmento está fuera de su carpeta; se ignora',
          );
        routes.set(routeOf(route), within ? file : null);
      }
      return routes;
    },
  );

  // A fragment: refused (and logged once per version of the file) when missing, too big, holding a script
  // or, through a link, outside its folder.
  const fragments = new FileCache<Fragment, { dir: string; remote: string }>(
    async (file, content, { dir, remote }) => {
      const refuse = (reason: string, extra: object = {}) => {
        log?.warn({ remote, file, ...extra }, `Prerender: ${reason}; se sirve index.html sin él`);
        return { ok: false } as const;
      };
      if (!content) return refuse('no se encontró el fragmento');
      if (content.length > MAX_FRAGMENT_BYTES)
        return refuse('el fragmento es demasiado grande', { bytes: content.length, max: MAX_FRAGMENT_BYTES });
      const html = content.toString('utf8');
      if (SCRIPT.test(html)) return refuse('el fragmento contiene <script>');
      const [realDir, realFile] = await Promise.all([realpath(dir), realpath(file)]).catch(() => []);
      if (!realDir || !realFile || !inside(realFile, realDir))
        return refuse('el fragmento está fuera de su carpeta');
      return { ok: true, html };
    },
  );

  const indexes = new FileCache<string | undefined>((_file, content) => content?.toString('utf8'));
  const composed = new Map<string, ComposedIndex>();
  const warnedIndex = new Set<string>();

  /**
   * The first remote of the environment file whose folder prerenders `route`: its fragment (refused or not),
   * or undefined when none does or the file it names would leave the folder.
   */
  async function findFragment(route: string): Promise<{ file: string; fragment: Fragment } | undefined> {
    const state = await options.environment.read();
    if (!state.ok) return undefined;
    for (const [remote, entry] of Object.entries(state.environment.remotes)) {
      const folder = manifestFolder(entry.manifest, options);
      if (!folder) continue;
      const context = { dir: folder.dir, remote };
      const routes = await routeFiles.get(path.join(folder.dir, 'prerender.json'), folder.immutable, context);
      const file = routes.get(route);
      if (file === undefined) continue;
      if (file === null) return undefined;
      return { file, fragment: await fragments.get(file, folder.immutable, context) };
    }
    return undefined;
  }

  /** Logs a problem of index.html once per version of the file. */
  function warnIndexOnce(indexFile: string, what: string, message: string): void {
    const warnKey = `${indexFile}\0${indexes.keyOf(indexFile)}\0${what}`;
    if (warnedIndex.has(warnKey)) return;
    warnedIndex.add(warnKey);
    log?.warn({ file: indexFile }, message);
  }

  return {
    async compose(indexFile, pathname, headHints = '') {
      const route = routeOf(pathname);
      const found = route.startsWith('/') ? await findFragment(route) : undefined;
      const fragment = found?.fragment.ok ? { file: found.file, html: found.fragment.html } : undefined;
      if (!fragment && !headHints) return undefined;
      const index = await indexes.get(indexFile, false, undefined);
      if (index === undefined) return undefined;
      // A page without a fragment is the same for every path: one entry for all of them.
      const cacheKey = [
        indexFile,
        indexes.keyOf(indexFile),
        fragment ? [fragment.file, fragments.keyOf(fragment.file), route].join('\0') : '',
        headHints,
      ].join('\0');
      const kept = composed.get(cacheKey);
      if (kept) return kept;
      // Insertions into index.html as read, from the last position back so that each keeps its place.
      const insertions: { at: number; html: string }[] = [];
      if (fragment) {
        const at = index.indexOf(ROOT_ELEMENT);
        if (at < 0)
          warnIndexOnce(
            indexFile,
            'root',
            `Prerender: index.html no tiene ${ROOT_ELEMENT}; se sirve sin fragmento`,
          );
        else
          insertions.push({
            at,
            html: `<div id="prerendered" data-path="${escapeAttribute(route)}">${fragment.html}</div>`,
          });
      }
      if (headHints) {
        const at = headHintsPosition(index);
        if (at < 0)
          warnIndexOnce(indexFile, 'head', 'Precarga: index.html no tiene </head>; se sirve sin precargas');
        else insertions.push({ at, html: headHints });
      }
      if (insertions.length === 0) return undefined;
      let body = index;
      for (const { at, html } of insertions.sort((a, b) => b.at - a.at))
        body = body.slice(0, at) + html + body.slice(at);
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      const result = { body, etag: `W/"${hash}"` };
      if (composed.size >= MAX_ENTRIES) composed.clear();
      composed.set(cacheKey, result);
      return result;
    },
  };
}

/**
 * Where preload hints go in index.html: in <head>, before its first <script> (so the browser asks for
 * them alongside the shell's own scripts), or at its end when it holds none. -1 without a </head>.
 */
export function headHintsPosition(index: string): number {
  const headEnd = index.search(/<\/head\s*>/i);
  if (headEnd < 0) return -1;
  const script = index.slice(0, headEnd).search(/<script[\s>]/i);
  return script >= 0 ? script : headEnd;
}

/** If-None-Match names `etag` (weak comparison, as for GET; `*` matches any). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
