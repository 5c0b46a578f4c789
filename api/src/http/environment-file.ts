import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * shell/environments/<env>.json, served as /remotes.json. The shell loads each remote from `remotes`;
 * the server derives the Content Security Policy from it, so a pointer moved to another origin
 * (a release on a CDN, a rollback) is allowed without a restart.
 */
export interface Environment {
  /** Remote name → URL of its mf-manifest.json: a path on this origin or an absolute http(s) URL. */
  remotes: Record<string, string>;
  /** Origins a tester may point a remote at from the browser (staging). Empty in production. */
  overrideOrigins: string[];
  /** Where the release command says releases are served from (a path here, or a CDN URL). */
  releaseBase: string;
}

export type EnvironmentState =
  { ok: true; environment: Environment; json: string } | { ok: false; reason: 'missing' | 'invalid' };

export interface EnvironmentFile {
  readonly path: string;
  read(): Promise<EnvironmentState>;
}

const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** "https://cdn.example": scheme, host and port only (what CSP and CORS compare). */
export function isOrigin(value: string): boolean {
  return httpUrl(value)?.origin === value;
}

// A path on this origin ("/x", never "//host" or "/\host", which browsers read as another host) or http(s).
function isPathOrHttpUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  return (value.startsWith('/') && !value.startsWith('//')) || httpUrl(value) !== undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The version a pointer names when it names an immutable release of `name`: /releases/<name>/<version>/
 * mf-manifest.json on this origin, or …/<name>/<version>/mf-manifest.json at an absolute URL (a CDN).
 * /remotes/<name>/… is the working tree's build, which the next build overwrites: it names none.
 */
export function releasedVersion(name: string, url: string): string | undefined {
  const onThisOrigin = url.startsWith('/');
  const pathname = onThisOrigin ? url : (httpUrl(url)?.pathname ?? '');
  const match = /\/([a-z0-9][a-z0-9-]*)\/([0-9a-z][0-9a-z.+-]*)\/mf-manifest\.json$/i.exec(pathname);
  if (!match || match[1] !== name || pathname.startsWith('/remotes/')) return undefined;
  if (onThisOrigin && pathname !== `/releases/${name}/${match[2]}/mf-manifest.json`) return undefined;
  return match[2];
}

/**
 * Validates the file's content; throws a Spanish message naming the first problem. `pinned` (every
 * APP_ENV but local): each remote must name a published release, so no build changes what is served.
 */
export function parseEnvironment(data: unknown, options: { pinned?: boolean } = {}): Environment {
  if (!isObject(data) || !isObject(data.remotes))
    throw new Error('debe ser un objeto con "remotes": { nombre: URL del mf-manifest.json }');
  const remotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(data.remotes)) {
    if (!REMOTE_NAME.test(name)) throw new Error(`"${name}" no es un nombre de remoto válido`);
    if (typeof url !== 'string' || !isPathOrHttpUrl(url))
      throw new Error(`la URL de "${name}" debe ser una ruta (/…) o una URL http(s)`);
    if (options.pinned && releasedVersion(name, url) === undefined)
      throw new Error(
        `"${name}" apunta a ${url}, que no es una versión publicada: fuera de local cada remoto debe ` +
          `nombrar una versión inmutable (/releases/${name}/<versión>/mf-manifest.json o su URL en un CDN), ` +
          `nunca una compilación que cambia con cada build (/remotes/${name}/…). Ver RELEASING.md.`,
      );
    remotes[name] = url;
  }
  const overrideOrigins = data.overrideOrigins ?? [];
  if (!Array.isArray(overrideOrigins) || !overrideOrigins.every((o) => typeof o === 'string' && isOrigin(o)))
    throw new Error('"overrideOrigins" debe ser una lista de orígenes como "https://staging.example"');
  const releaseBase = data.releaseBase ?? '/releases';
  if (typeof releaseBase !== 'string' || !isPathOrHttpUrl(releaseBase))
    throw new Error('"releaseBase" debe ser una ruta (/releases) o una URL http(s)');
  return { remotes, overrideOrigins, releaseBase: releaseBase.replace(/\/+$/, '') };
}

/** Every other origin the shell may load code from: absolute remote URLs and the override allowlist. */
export function environmentOrigins(environment: Environment): string[] {
  const fromRemotes = Object.values(environment.remotes).flatMap((url) => httpUrl(url)?.origin ?? []);
  return [...new Set([...fromRemotes, ...environment.overrideOrigins])];
}

/**
 * The environment file, re-read only when it changes (inode, size or mtime). Concurrent callers share one
 * stat. A missing or malformed file is logged once per change and answers { ok: false }: callers then
 * allow nothing beyond their own origin. In production an override allowlist is ignored (and logged).
 */
export function environmentFile(
  file: string,
  options: { logger?: FastifyBaseLogger; production?: boolean; pinned?: boolean } = {},
): EnvironmentFile {
  let cached: { key: string; state: EnvironmentState } | undefined;
  let pending: Promise<EnvironmentState> | undefined;

  async function load(): Promise<EnvironmentState> {
    const info = await stat(file).catch(() => undefined);
    const key = info ? `${info.ino}:${info.size}:${info.mtimeMs}` : 'missing';
    if (cached?.key === key) return cached.state;
    cached = { key, state: info ? await readState() : { ok: false, reason: 'missing' } };
    if (!info) options.logger?.error({ file }, 'No se encontró el archivo de entorno (remotes.json)');
    return cached.state;
  }

  async function readState(): Promise<EnvironmentState> {
    try {
      const environment = parseEnvironment(JSON.parse(await readFile(file, 'utf8')), options);
      if (options.production && environment.overrideOrigins.length > 0) {
        options.logger?.error({ file }, 'overrideOrigins debe estar vacío en producción: se ignora');
        environment.overrideOrigins = [];
      }
      return { ok: true, environment, json: JSON.stringify(environment) };
    } catch (err) {
      // The reason is the operator's to read: the same sentence the start-up check prints.
      const reason = err instanceof Error ? err.message : String(err);
      options.logger?.error({ file, err }, `El archivo de entorno (remotes.json) no es válido: ${reason}`);
      return { ok: false, reason: 'invalid' };
    }
  }

  return {
    path: file,
    read() {
      pending ??= load().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

/**
 * Checked once before the server listens: a staging or production server whose environment file points
 * a remote at a mutable build (or is malformed) does not start, and says why. A missing file is left to
 * the run-time check (it answers 404 and is logged), as before. Running, a later bad edit is refused the
 * same way: /remotes.json answers 503 and the log names the problem.
 */
export async function checkEnvironmentFile(file: string, appEnv: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return;
  }
  try {
    parseEnvironment(JSON.parse(text), { pinned: appEnv !== 'local' });
  } catch (err) {
    throw new Error(
      `El archivo de entorno ${file} (APP_ENV=${appEnv}) no es válido: ${(err as Error).message}`,
    );
  }
}
