// @ts-check
// The release command's side of shell/environments/<env>.json ({ remotes, overrideOrigins, releaseBase },
// each remote an entry { manifest, label, mounts, nav?, widgets? }): read it, move one remote's manifest,
// write it back. The server validates the file fully (api/src/http/environment-file.ts); this side checks
// what it needs and keeps everything else in the file as people wrote it.
import { readFile, rename, writeFile } from 'node:fs/promises';

/**
 * One remote's entry. Only `manifest` is the release tooling's; the rest (where the shell mounts the
 * remote, its navigation and widgets) is kept exactly as it is.
 * @typedef {{ manifest?: string } & Record<string, unknown>} RemoteEntry
 */
/** @typedef {{ remotes: Record<string, RemoteEntry>, overrideOrigins?: string[], releaseBase?: string }} Environment */

// .prettierrc.json printWidth: a written file stays `prettier --check` clean.
const WIDTH = 110;

const isPlainObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (/** @type {unknown} */ v) => v === null || typeof v !== 'object';
const width = (/** @type {string} */ text) => [...text].length;

/**
 * @param {string} file
 * @returns {Promise<Environment>}
 */
export async function readEnvironmentFile(file) {
  let data;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw new Error(`No se pudo leer el archivo de entorno ${file}: ${/** @type {Error} */ (err).message}`);
  }
  if (!isPlainObject(data) || !isPlainObject(data.remotes))
    throw new Error(
      `${file} no tiene el formato { "remotes": { … }, "overrideOrigins": […], "releaseBase": "…" }`,
    );
  for (const [name, entry] of Object.entries(data.remotes))
    if (!isPlainObject(entry))
      throw new Error(
        `${file}: "${name}" debe ser un objeto { "manifest", "label", "mounts", … }` +
          (typeof entry === 'string'
            ? ` y es solo una URL, el formato anterior: añade su label y mounts (ver README «Releases»).`
            : '.'),
      );
  if (data.releaseBase !== undefined && typeof data.releaseBase !== 'string')
    throw new Error(`${file}: "releaseBase" debe ser una ruta o una URL`);
  return data;
}

/**
 * The entry of `name` in the file; a release never creates one: the team writes it (where the shell
 * mounts the remote, how it names it, its navigation and widgets) before the first release.
 * @param {Environment} environment
 * @param {string} file
 * @param {string} name
 * @returns {RemoteEntry}
 */
export function remoteEntry(environment, file, name) {
  const entry = Object.hasOwn(environment.remotes, name) ? environment.remotes[name] : undefined;
  if (!entry)
    throw new Error(
      `${file} no tiene una entrada para "${name}" en "remotes": una versión no se publica ni se promueve ` +
        `a un entorno que no conoce el remoto. Añade primero su entrada a ese archivo (manifest, label, ` +
        `mounts y, si los tiene, nav y widgets): así sabe el shell dónde montarlo y cómo mostrarlo. ` +
        `Ver «A new remote joins» en RELEASING.md.`,
    );
  return entry;
}

/**
 * The manifest URL an entry names, if any.
 * @param {RemoteEntry | undefined} entry
 * @returns {string | undefined}
 */
export function manifestOf(entry) {
  return typeof entry?.manifest === 'string' ? entry.manifest : undefined;
}

/**
 * The URL written into `remotes` for a release: `${releaseBase}/<name>/<version>/mf-manifest.json`.
 * @param {Environment} environment
 * @param {string} name
 * @param {string} version
 */
export function releasePointer(environment, name, version) {
  const base = (environment.releaseBase ?? '/releases').replace(/\/+$/, '');
  return `${base}/${name}/${version}/mf-manifest.json`;
}

/**
 * The version a pointer names, when it names a release of `name`: `…/<name>/<version>/mf-manifest.json`
 * (under /releases or on a CDN). A pointer at a build that changes (/remotes/<name>/…) names none.
 * @param {string} name
 * @param {string | undefined} url
 * @returns {string | undefined}
 */
export function releasedVersion(name, url) {
  if (url === undefined) return undefined;
  const pathname = url.startsWith('/') ? url : URL.canParse(url) ? new URL(url).pathname : '';
  const match = /\/([a-z0-9][a-z0-9-]*)\/([0-9a-z][0-9a-z.+-]*)\/mf-manifest\.json$/i.exec(pathname);
  if (!match || match[1] !== name) return undefined;
  if (url.startsWith('/') && pathname !== `/releases/${name}/${match[2]}/mf-manifest.json`) return undefined;
  return match[2];
}

/**
 * Points one remote's `manifest` at `url` and leaves every other field of the file as it is; returns the
 * URL it had (the rollback line). A remote without an entry is refused. The file is replaced atomically:
 * the server, reading it on every request, never sees half a file.
 * @param {string} file
 * @param {string} name
 * @param {string} url
 * @returns {Promise<string | undefined>}
 */
export async function pointRemote(file, name, url) {
  const environment = await readEnvironmentFile(file);
  const entry = remoteEntry(environment, file, name);
  const previous = manifestOf(entry);
  // In place: the key keeps its position (first, where people write it, when it is missing).
  if ('manifest' in entry) entry.manifest = url;
  else environment.remotes[name] = { manifest: url, ...entry };
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${toJson(environment)}\n`);
  await rename(temp, file);
  return previous;
}

/**
 * prettier always breaks a list of two or more objects (or lists) that each have more than one member.
 * @param {unknown[]} list
 */
function alwaysBroken(list) {
  if (list.length < 2) return false;
  if (list.every((v) => isPlainObject(v) && Object.keys(/** @type {object} */ (v)).length > 1)) return true;
  return list.every((v) => Array.isArray(v) && v.length > 1);
}

/**
 * The value on one line, or undefined when it is always written over several: an object holding objects,
 * or lists of them (the file, `remotes`, each remote's entry), and a list prettier always breaks.
 * @param {unknown} value
 * @returns {string | undefined}
 */
function oneLine(value) {
  if (isScalar(value)) return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (alwaysBroken(value)) return undefined;
    const items = value.map(oneLine);
    return items.every((i) => i !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  const entries = Object.entries(/** @type {object} */ (value));
  if (entries.length === 0) return '{}';
  const flat = entries.every(([, v]) => isScalar(v) || (Array.isArray(v) && v.every(isScalar)));
  return flat
    ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`).join(', ')} }`
    : undefined;
}

/**
 * JSON laid out as prettier lays out the environment files, so that a written file stays
 * `prettier --check` clean: the file, `remotes` and each entry one key per line; a mount, a nav entry,
 * `widgets` and short lists on one line when they fit (a list of several mounts or nav entries one per
 * line, as prettier does).
 * @param {unknown} value
 * @param {string} indent
 * @param {number} used characters already on the line
 * @param {number} tail characters that follow on the line (the comma after a value)
 * @returns {string}
 */
export function toJson(value, indent = '', used = 0, tail = 0) {
  const line = oneLine(value);
  if (line !== undefined && (isScalar(value) || used + width(line) + tail <= WIDTH)) return line;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((v, i) => inner + toJson(v, inner, inner.length, i < value.length - 1 ? 1 : 0));
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(/** @type {object} */ (value));
  const lines = entries.map(([key, v], i) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return head + toJson(v, inner, width(head), i < entries.length - 1 ? 1 : 0);
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}
