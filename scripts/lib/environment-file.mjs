// @ts-check
// The release command's side of shell/environments/<env>.json ({ remotes, overrideOrigins, releaseBase }):
// read it, move one remote's pointer, write it back. The server validates the file fully
// (api/src/http/environment-file.ts); this side checks what it needs and keeps the file as people edit it.
import { readFile, rename, writeFile } from 'node:fs/promises';

/** @typedef {{ remotes: Record<string, string>, overrideOrigins?: string[], releaseBase?: string }} Environment */

// .prettierrc.json printWidth: a written file stays `prettier --check` clean, one line per remote.
const WIDTH = 110;

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
  const isObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(data) || !isObject(data.remotes))
    throw new Error(
      `${file} no tiene el formato { "remotes": { … }, "overrideOrigins": […], "releaseBase": "…" }`,
    );
  if (data.releaseBase !== undefined && typeof data.releaseBase !== 'string')
    throw new Error(`${file}: "releaseBase" debe ser una ruta o una URL`);
  return data;
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
 * Points one remote at `url`; returns the URL it had (the rollback line). The file is replaced
 * atomically: the server, reading it on every request, never sees half a file.
 * @param {string} file
 * @param {string} name
 * @param {string} url
 * @returns {Promise<string | undefined>}
 */
export async function pointRemote(file, name, url) {
  const environment = await readEnvironmentFile(file);
  const previous = environment.remotes[name];
  environment.remotes[name] = url;
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${toJson(environment)}\n`);
  await rename(temp, file);
  return previous;
}

/**
 * JSON laid out as prettier lays it out: objects one key per line, short lists of plain values on one line.
 * @param {unknown} value
 * @param {string} indent
 * @param {number} used characters already on the line
 * @returns {string}
 */
export function toJson(value, indent = '', used = 0) {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const flat = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    const plain = value.every((v) => v === null || typeof v !== 'object');
    if (plain && used + flat.length + 1 <= WIDTH) return flat;
    return `[\n${value.map((v) => inner + toJson(v, inner, inner.length)).join(',\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, v]) => {
      const head = `${inner}${JSON.stringify(key)}: `;
      return head + toJson(v, inner, head.length);
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
