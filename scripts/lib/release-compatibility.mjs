// @ts-check
// Whether a release can run on a shell: the release's requires.json (what its build needs: the contract
// version compiled in and a version range per shared package) against the shell's provides.json (its
// contract version, the exact version of each package it shares, the antd components it provides). Both
// files are written by the builds (scripts/lib/compat-files.cjs). The range rule is the federation
// runtime's own `satisfy`, so a release passes here exactly when the shell would accept it at run time.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { REQUIRES_FILE } from '@vet/facts';

/** @typedef {{ contractVersion: number, shared: Record<string, string>, antdComponents?: string[] }} Provides */
/** @typedef {{ name?: string, contractVersion: number, shared: Record<string, string>, antdComponents?: string[] }} Requires */

const isObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * @param {unknown} data
 * @param {string} source where it came from, for the message
 */
function checkShape(data, source) {
  const d = /** @type {Record<string, unknown>} */ (data);
  if (!isObject(data) || !Number.isInteger(d.contractVersion) || !isObject(d.shared))
    throw new Error(`${source} no tiene el formato { "contractVersion": <número>, "shared": { … } }.`);
  return data;
}

/**
 * The shell's provides.json, from a file or an http(s) URL (the deployed shell's /provides.json).
 * @param {string} source
 * @returns {Promise<Provides>}
 */
export async function readProvides(source) {
  let text;
  if (/^https?:\/\//.test(source)) {
    const res = await fetch(source, { signal: AbortSignal.timeout(15_000) }).catch((err) => {
      throw new Error(`No se pudo descargar ${source}: ${err.message}`);
    });
    if (!res.ok) throw new Error(`No se pudo descargar ${source}: respondió ${res.status}.`);
    text = await res.text();
  } else {
    if (!existsSync(source))
      throw new Error(
        `No se encontró ${source}, lo que ofrece el shell: compila el shell (npm run build -w shell) ` +
          `o indica el del shell desplegado con --shell-provides <ruta o URL de provides.json>.`,
      );
    text = await readFile(source, 'utf8');
  }
  try {
    return /** @type {Provides} */ (checkShape(JSON.parse(text), source));
  } catch (err) {
    if (err instanceof SyntaxError) throw new Error(`${source} no es JSON válido.`);
    throw err;
  }
}

/**
 * A release's requires.json (copied from its build).
 * @param {string} folder the release folder
 * @returns {Promise<Requires>}
 */
export async function readRequires(folder) {
  const file = path.join(folder, REQUIRES_FILE);
  if (!existsSync(file))
    throw new Error(
      `${file} no existe: la versión no dice qué necesita del shell y no se puede comprobar su compatibilidad. ` +
        `Publica una versión nueva (su compilación escribe requires.json).`,
    );
  try {
    return /** @type {Requires} */ (checkShape(JSON.parse(await readFile(file, 'utf8')), file));
  } catch (err) {
    if (err instanceof SyntaxError) throw new Error(`${file} no es JSON válido.`);
    throw err;
  }
}

/**
 * Every reason the release cannot run on the shell, in Spanish; empty when it can. A shared package the
 * shell does not provide is fine (the remote bundles its own fallback), except antd components.
 * @param {string} name the remote
 * @param {Requires} requires
 * @param {Provides} provides
 * @param {string} shell how to name the shell: "el shell de producción"
 * @returns {string[]}
 */
export function compatibilityProblems(name, requires, provides, shell) {
  const problems = [];
  if (requires.contractVersion !== provides.contractVersion)
    problems.push(
      `${name} se compiló con la versión ${requires.contractVersion} del contrato; ` +
        `${shell} tiene la versión ${provides.contractVersion}`,
    );
  for (const [pkg, range] of Object.entries(requires.shared)) {
    const version = provides.shared[pkg];
    // Not provided: the remote brings its own copy (only antd components are built out of remotes,
    // checked below). The shell's run-time check (shell/src/federation/compatibility.ts) says the same.
    if (version !== undefined && !satisfy(version, range))
      problems.push(`${name} requiere ${pkg} ${range}; ${shell} tiene ${version}`);
  }
  const provided = new Set(provides.antdComponents ?? []);
  const missing = (requires.antdComponents ?? []).filter((component) => !provided.has(component));
  if (missing.length > 0)
    problems.push(
      `${name} usa de antd ${missing.join(', ')}; ${shell} no ${missing.length > 1 ? 'los' : 'lo'} comparte`,
    );
  return problems;
}
