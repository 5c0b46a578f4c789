import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { PERMISSIONS, type Permission } from '../clinics/roles.js';

/**
 * shell/environments/<env>.json, served as /remotes.json. Each remote says where its build is (`manifest`)
 * and how the shell places it (mount paths, navigation entries, dashboard widgets): the shell holds no list
 * of remotes, so a new remote joins an environment by an edit of this file. The server derives the Content
 * Security Policy from it, so a manifest moved to another origin (a release on a CDN, a rollback) is
 * allowed without a restart.
 */
export interface Environment {
  /** Remote name → its entry. */
  remotes: Record<string, RemoteEntry>;
  /** Origins a tester may point a remote at from the browser (staging). Empty in production. */
  overrideOrigins: string[];
  /** Where the release command says releases are served from (a path here, or a CDN URL). */
  releaseBase: string;
}

/** One remote: where its build is and how the shell places it. */
export interface RemoteEntry {
  /** URL of its mf-manifest.json: a path on this origin or an absolute http(s) URL. */
  manifest: string;
  /** How a vet names the module («No se pudo cargar el módulo de Propietarios»). */
  label: string;
  /** The router paths the remote's routes hang from. */
  mounts: RemoteMount[];
  /** Its links in the sidebar, the small-screen tiles and the small-screen bottom bar. */
  nav?: NavEntry[];
  /** Its dashboard widgets get a slot on «Panel de Resumen», in this order; with `permission`, only for
   *  the roles that have it. */
  widgets?: { order: number; permission?: Permission };
}

export interface RemoteMount {
  /** Segments joined by "/" ("owners/:ownerId/patients"), no leading or trailing slash. */
  path: string;
  /** "main": inside the signed-in layout; "auth": beside the sign-in screens. */
  area: MountArea;
  /** The permission (api/src/clinics/roles.ts) a member's role needs to see the screens under it; without
   *  it the shell says «No tienes permiso para ver esta sección» instead of loading the remote. */
  permission?: Permission;
}

export interface NavEntry {
  label: string;
  /** An internal path: "/grooming-services". */
  to: string;
  icon: NavIcon;
  /** Lower first, among the shell's own entries (Inicio 0, Consulta 50, Reportes 60; Notificaciones 50). */
  order: number;
  in: NavPlace[];
  /** Shown only to members whose role has this permission (api/src/clinics/roles.ts). */
  permission?: Permission;
  /** An API address on this origin answering `{ count: number }` ("/api/notifications/count"): the shell
   *  shows the count beside the entry's label wherever it draws it, when above 0. */
  badge?: string;
}

export const MOUNT_AREAS = ['main', 'auth'] as const;
export type MountArea = (typeof MOUNT_AREAS)[number];
export const NAV_PLACES = ['sidebar', 'tiles', 'bottomBar'] as const;
export type NavPlace = (typeof NAV_PLACES)[number];
/** The icons the shell draws: an entry names one of them, never an image or a component. */
export const NAV_ICONS = [
  'home',
  'owner',
  'paw',
  'scissors',
  'stethoscope',
  'report',
  'bell',
  'flask',
  'calendar',
  'syringe',
  'chart',
  'box',
] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

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

const MOUNT_SEGMENT = '(?:[a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*)';
const MOUNT_PATH = new RegExp(`^${MOUNT_SEGMENT}(?:/${MOUNT_SEGMENT})*$`);
const NAV_TO = /^\/[A-Za-z0-9/_-]*$/;
// A badge's count is asked with the session's token: only of this origin's API, never another host.
const NAV_BADGE = /^\/api\/[A-Za-z0-9/_-]+$/;
const MAX_LABEL = 40;
const MAX_MOUNTS = 20;
const MAX_NAV = 10;
const ENTRY_KEYS = ['manifest', 'label', 'mounts', 'nav', 'widgets'];
const MOUNT_KEYS = ['path', 'area', 'permission'];
const NAV_KEYS = ['label', 'to', 'icon', 'order', 'in', 'permission', 'badge'];
const WIDGETS_KEYS = ['order', 'permission'];
const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** "a, b y c": how a message lists the allowed values. */
function spanishList(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} y ${values.at(-1)}`;
}

/** What the file holds instead, short enough for one log line. */
function shown(value: unknown): string {
  if (value === undefined) return 'falta';
  const text = JSON.stringify(value) ?? String(value); // undefined for a function: only from code, not JSON
  return `es ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
}

/** Validates one remote's entry; every message names the remote, the field and what it must be. */
class EntryReader {
  constructor(private readonly name: string) {}

  fail(field: string, expected: string, value: unknown): never {
    throw new Error(`remoto "${this.name}", campo "${field}": debe ser ${expected} (${shown(value)})`);
  }

  object(field: string, value: unknown, keys: readonly string[], expected: string): Record<string, unknown> {
    if (!isObject(value)) this.fail(field, expected, value);
    const unknown = Object.keys(value).find((key) => !keys.includes(key));
    if (unknown !== undefined)
      throw new Error(
        `remoto "${this.name}", campo "${field ? `${field}.` : ''}${unknown}": no existe ` +
          `(los campos son ${spanishList(keys)}); ¿una errata?`,
      );
    return value;
  }

  list(field: string, value: unknown, min: number, max: number, expected: string): unknown[] {
    if (!Array.isArray(value) || value.length < min || value.length > max) this.fail(field, expected, value);
    return value;
  }

  label(field: string, value: unknown): string {
    if (typeof value !== 'string' || value.trim() === '' || [...value].length > MAX_LABEL)
      this.fail(field, `un texto de 1 a ${MAX_LABEL} caracteres, no solo espacios`, value);
    return value;
  }

  order(field: string, value: unknown): number {
    if (typeof value !== 'number' || !Number.isFinite(value))
      this.fail(field, 'un número (los menores van primero)', value);
    return value;
  }

  oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
    if (!allowed.includes(value as T))
      this.fail(field, `uno de ${spanishList(allowed.map((a) => `"${a}"`))}`, value);
    return value as T;
  }

  /** An optional permission: absent, or a name of the role table (api/src/clinics/roles.ts). */
  permission(field: string, value: unknown): { permission?: Permission } {
    if (value === undefined) return {};
    if (!PERMISSION_NAMES.includes(value as Permission))
      this.fail(
        field,
        `un permiso de la tabla de roles (docs/product/clinic.md#roles): ` +
          spanishList(PERMISSION_NAMES.map((p) => `"${p}"`)),
        value,
      );
    return { permission: value as Permission };
  }
}

function parseEntry(name: string, data: unknown, pinned: boolean): RemoteEntry {
  const read: EntryReader = new EntryReader(name); // typed: its fail() narrows (never)
  if (!isObject(data))
    throw new Error(
      `remoto "${name}": debe ser un objeto { "manifest", "label", "mounts", … } (${shown(data)}` +
        `${typeof data === 'string' ? '; solo la URL era el formato anterior' : ''})`,
    );
  const value = read.object('', data, ENTRY_KEYS, '');

  const manifest = value.manifest;
  if (typeof manifest !== 'string' || !isPathOrHttpUrl(manifest))
    read.fail('manifest', 'una ruta en este origen (/…) o una URL http(s) de su mf-manifest.json', manifest);
  if (pinned && releasedVersion(name, manifest) === undefined)
    throw new Error(
      `"${name}" apunta a ${manifest}, que no es una versión publicada: fuera de local cada remoto debe ` +
        `nombrar una versión inmutable (/releases/${name}/<versión>/mf-manifest.json o su URL en un CDN), ` +
        `nunca una compilación que cambia con cada build (/remotes/${name}/…). Ver RELEASING.md.`,
    );
  const entry: RemoteEntry = { manifest, label: read.label('label', value.label), mounts: [] };

  const mounts = read.list(
    'mounts',
    value.mounts,
    1,
    MAX_MOUNTS,
    `una lista de 1 a ${MAX_MOUNTS} montajes { "path", "area" }`,
  );
  mounts.forEach((item, i) => {
    const field = `mounts[${i}]`;
    const mount = read.object(field, item, MOUNT_KEYS, 'un objeto { "path", "area" }');
    if (typeof mount.path !== 'string' || !MOUNT_PATH.test(mount.path))
      read.fail(
        `${field}.path`,
        'segmentos [a-z0-9-] o :parámetro separados por "/", sin "/" al principio ni al final ' +
          '(como "owners/:ownerId/patients")',
        mount.path,
      );
    const area = read.oneOf(`${field}.area`, mount.area, MOUNT_AREAS);
    // Beside the sign-in screens there is no session, so no role to ask.
    if (area === 'auth' && mount.permission !== undefined)
      read.fail(
        `${field}.permission`,
        'omitido en un montaje "auth" (sin sesión no hay rol)',
        mount.permission,
      );
    entry.mounts.push({
      path: mount.path,
      area,
      ...read.permission(`${field}.permission`, mount.permission),
    });
  });

  if (value.nav !== undefined) {
    const nav = read.list(
      'nav',
      value.nav,
      0,
      MAX_NAV,
      `una lista de 0 a ${MAX_NAV} entradas { "label", "to", "icon", "order", "in" }`,
    );
    entry.nav = nav.map((item, i) => {
      const field = `nav[${i}]`;
      const link = read.object(field, item, NAV_KEYS, 'un objeto { "label", "to", "icon", "order", "in" }');
      const label = read.label(`${field}.label`, link.label);
      if (typeof link.to !== 'string' || !NAV_TO.test(link.to) || link.to.includes('//'))
        read.fail(
          `${field}.to`,
          'una ruta interna: "/" y letras, cifras, "/", "_" o "-", sin "//" (como "/owners")',
          link.to,
        );
      const icon = read.oneOf(`${field}.icon`, link.icon, NAV_ICONS);
      const order = read.order(`${field}.order`, link.order);
      const places = link.in;
      if (
        !Array.isArray(places) ||
        places.length === 0 ||
        new Set(places).size !== places.length ||
        !places.every((p) => NAV_PLACES.includes(p as NavPlace))
      )
        read.fail(
          `${field}.in`,
          `una lista no vacía y sin repetidos de ${spanishList(NAV_PLACES.map((p) => `"${p}"`))}`,
          places,
        );
      const permission = read.permission(`${field}.permission`, link.permission);
      const badge = link.badge;
      if (
        badge !== undefined &&
        (typeof badge !== 'string' || !NAV_BADGE.test(badge) || badge.includes('//'))
      )
        read.fail(
          `${field}.badge`,
          'una dirección de la API en este origen: "/api/" y letras, cifras, "/", "_" o "-", sin "//" ni ' +
            'consulta (como "/api/notifications/count")',
          badge,
        );
      return {
        label,
        to: link.to,
        icon,
        order,
        in: places as NavPlace[],
        ...permission,
        ...(badge === undefined ? {} : { badge }),
      };
    });
  }

  if (value.widgets !== undefined) {
    const widgets = read.object('widgets', value.widgets, WIDGETS_KEYS, 'un objeto { "order": número }');
    entry.widgets = {
      order: read.order('widgets.order', widgets.order),
      ...read.permission('widgets.permission', widgets.permission),
    };
  }
  return entry;
}

/** Two paths the router cannot tell apart: the same segments, whatever their parameters are called. */
const routeShape = (mountPath: string) => mountPath.replace(/:[A-Za-z][A-Za-z0-9]*/g, ':');

/**
 * Validates the file's content; throws a Spanish message naming the first problem (which remote, which
 * field, what it must be). `pinned` (every APP_ENV but local): each remote must name a published release,
 * so no build changes what is served.
 */
export function parseEnvironment(data: unknown, options: { pinned?: boolean } = {}): Environment {
  if (!isObject(data) || !isObject(data.remotes))
    throw new Error(
      'debe ser un objeto con "remotes": { nombre: { "manifest", "label", "mounts", … } } (ver README «Releases»)',
    );
  const remotes: Record<string, RemoteEntry> = {};
  const mounted = new Map<string, { name: string; path: string }>();
  for (const [name, value] of Object.entries(data.remotes)) {
    if (!REMOTE_NAME.test(name))
      throw new Error(
        `"${name}" no es un nombre de remoto válido (minúsculas, cifras y "-", empezando por letra o cifra)`,
      );
    const entry = parseEntry(name, value, options.pinned ?? false);
    entry.mounts.forEach((mount, i) => {
      const other = mounted.get(routeShape(mount.path));
      if (other)
        throw new Error(
          `remoto "${name}", campo "mounts[${i}].path": "${mount.path}" ya lo monta ` +
            (other.name === name ? 'este mismo remoto' : `el remoto "${other.name}"`) +
            (other.path === mount.path ? '' : ` ("${other.path}")`) +
            '; dos montajes no pueden tener la misma ruta',
        );
      mounted.set(routeShape(mount.path), { name, path: mount.path });
    });
    remotes[name] = entry;
  }
  const overrideOrigins = data.overrideOrigins ?? [];
  if (!Array.isArray(overrideOrigins) || !overrideOrigins.every((o) => typeof o === 'string' && isOrigin(o)))
    throw new Error('"overrideOrigins" debe ser una lista de orígenes como "https://staging.example"');
  const releaseBase = data.releaseBase ?? '/releases';
  if (typeof releaseBase !== 'string' || !isPathOrHttpUrl(releaseBase))
    throw new Error('"releaseBase" debe ser una ruta (/releases) o una URL http(s)');
  return { remotes, overrideOrigins, releaseBase: releaseBase.replace(/\/+$/, '') };
}

/** Every other origin the shell may load code from: absolute manifest URLs and the override allowlist. */
export function environmentOrigins(environment: Environment): string[] {
  const fromRemotes = Object.values(environment.remotes).flatMap(
    (entry) => httpUrl(entry.manifest)?.origin ?? [],
  );
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
