// @ts-check
// What `npm run new-remote` does to the repository: checks the name and the label, writes remotes/<name>/
// from template/ (the shape of docs/remote-template.md) and adds the remote's entry to
// shell/environments/local.json. Every refusal is a Spanish sentence for the developer who ran it.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { readEnvironmentFile, toJson } from '../lib/environment-file.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(here, 'template');
// Where .prettierrc.json is: the files written follow it whatever --root says.
const ownRepo = path.join(here, '..', '..');

export const LOCAL_FILE = 'shell/environments/local.json';

// A mount path, a package name and the federation container's name at once: the bundler declares the
// container as a JavaScript variable, so no "-" (rspack refuses "probe-two").
const NAME = /^[a-z][a-z0-9]{1,30}$/;
/** Names of the server's own paths: a screen there would never be served (api/src/http/static.ts). */
const SERVER_PATHS = ['api', 'remotes', 'releases'];
/** The host's federation name (shell/module-federation.config.js): a remote cannot share it. */
const HOST_NAME = 'shell';
// What the server accepts as a label (api/src/http/environment-file.ts, 1 to 40 characters), kept to
// characters every file the label goes into (code, JSON, Markdown) holds as they are.
const LABEL = /^[\p{L}\p{N}][\p{L}\p{N} .,'’()/-]*$/u;
const MAX_LABEL = 40;
const NAV_ICON = 'box';
const NAV_STEP = 10;

/** "vacunas" → "Vacunas": the label when none is given, and the name of the remote's components. */
const capitalised = (/** @type {string} */ name) => name[0].toUpperCase() + name.slice(1);

/**
 * @param {string} name
 * @param {string} root
 * @param {import('../lib/environment-file.mjs').Environment} environment local.json
 */
function checkName(name, root, environment) {
  if (!NAME.test(name))
    throw new Error(
      `El nombre "${name}" no sirve para un remoto: de 2 a 31 minúsculas sin tilde o cifras, empezando ` +
        'por una letra y sin guiones (como vacunas o historiaclinica): es también el nombre de su ' +
        'contenedor de Module Federation, que no admite guiones.',
    );
  if (SERVER_PATHS.includes(name))
    throw new Error(
      `"/${name}" es una ruta del servidor (${SERVER_PATHS.map((p) => `/${p}`).join(', ')}): ` +
        'una pantalla ahí nunca se serviría. Elige otro nombre.',
    );
  if (name === HOST_NAME)
    throw new Error(`"${HOST_NAME}" es el nombre del shell en Module Federation. Elige otro nombre.`);
  if (existsSync(path.join(root, 'remotes', name)))
    throw new Error(`Ya existe remotes/${name}: elige otro nombre o trabaja en ese remoto.`);
  if (Object.hasOwn(environment.remotes, name))
    throw new Error(`${LOCAL_FILE} ya tiene una entrada "${name}": elige otro nombre o quítala antes.`);
  for (const [other, entry] of Object.entries(environment.remotes)) {
    const mounts = Array.isArray(entry.mounts) ? entry.mounts : [];
    if (mounts.some((mount) => mount?.path === name))
      throw new Error(
        `"/${name}" ya es una ruta del remoto "${other}" (${LOCAL_FILE}): elige otro nombre para el nuevo.`,
      );
  }
}

/** @param {string} label */
function checkLabel(label) {
  if ([...label].length > MAX_LABEL || !LABEL.test(label))
    throw new Error(
      `La etiqueta "${label}" no sirve: de 1 a ${MAX_LABEL} caracteres, letras, cifras, espacios y . , ' ( ) / -, ` +
        'empezando por letra o cifra (como "Historia clínica").',
    );
}

/**
 * The remote's package.json: @vet/shared-ui at its current version and, at shared-ui's own pins, the
 * packages it needs beside it (its required peerDependencies: the same pins every remote has).
 * @param {string} root
 * @param {string} name
 */
async function remotePackage(root, name) {
  const sharedUi = JSON.parse(await readFile(path.join(root, 'shared-ui', 'package.json'), 'utf8'));
  return {
    name: `@vet/remote-${name}`,
    version: '0.1.0',
    private: true,
    scripts: {
      build: 'rspack build',
      watch: 'rspack build --watch --node-env development --devtool cheap-module-source-map',
      dev: 'node ../../scripts/remote-dev.mjs',
      release: 'node ../../scripts/release.mjs',
    },
    dependencies: { '@vet/shared-ui': sharedUi.version, ...requiredPeers(sharedUi) },
  };
}

/**
 * shared-ui's peers every remote needs; the optional ones (jspdf, for `@vet/shared-ui/pdf`) are added by
 * the remote that draws documents (docs/remote-template.md).
 * @param {{ peerDependencies: Record<string, string>, peerDependenciesMeta?: Record<string, { optional?: boolean }> }} sharedUi
 */
function requiredPeers({ peerDependencies, peerDependenciesMeta = {} }) {
  return Object.fromEntries(
    Object.entries(peerDependencies).filter(([name]) => !peerDependenciesMeta[name]?.optional),
  );
}

/**
 * The entry of a remote mounted at /<name>, its link last among the remotes' links.
 * @param {import('../lib/environment-file.mjs').Environment} environment
 * @param {string} name
 * @param {string} label
 */
function localEntry(environment, name, label) {
  const orders = Object.values(environment.remotes).flatMap((entry) =>
    Array.isArray(entry.nav) ? entry.nav.map((item) => item?.order).filter(Number.isFinite) : [],
  );
  const order = Math.max(0, ...orders) + NAV_STEP;
  return {
    manifest: `/remotes/${name}/mf-manifest.json`,
    label,
    mounts: [{ path: name, area: 'main' }],
    nav: [{ label, to: `/${name}`, icon: NAV_ICON, order, in: ['sidebar', 'tiles'] }],
  };
}

/** Every template file, relative to template/ ("src/module.tsx.tmpl"). */
async function templateFiles() {
  const all = await readdir(TEMPLATE, { recursive: true });
  return all.filter((file) => file.endsWith('.tmpl')).sort();
}

/**
 * Fills a template: __name__ (vacunas, vacunasApi), __Pascal__ (in components' names: VacunasHomePage)
 * and __label__ (inside quotes in code, so escaped as a JS string would be).
 * @param {string} text
 * @param {{ name: string, pascal: string, label: string }} values
 * @param {boolean} code
 */
function fill(text, { name, pascal, label }, code) {
  const quoted = code ? label.replaceAll('\\', '\\\\').replaceAll("'", "\\'") : label;
  return text.replaceAll('__name__', name).replaceAll('__Pascal__', pascal).replaceAll('__label__', quoted);
}

/**
 * Creates remotes/<name>/ and its entry in local.json. Nothing is written before every check passed.
 * @param {{ root: string, name: string, label?: string }} options
 * @returns {Promise<{ files: string[], entry: ReturnType<typeof localEntry> }>} files: relative to root
 */
export async function createRemote({ root, name, label = capitalised(name) }) {
  const localFile = path.join(root, LOCAL_FILE);
  const environment = await readEnvironmentFile(localFile);
  checkName(name, root, environment);
  checkLabel(label);

  const values = { name, pascal: capitalised(name), label };
  const prettierConfig = (await prettier.resolveConfig(path.join(ownRepo, 'package.json'))) ?? {};
  const dir = path.join(root, 'remotes', name);
  /** @type {[string, string][]} the remote's files: path under remotes/<name>/, content */
  const files = [['package.json', JSON.stringify(await remotePackage(root, name))]];
  for (const template of await templateFiles()) {
    const text = await readFile(path.join(TEMPLATE, template), 'utf8');
    const target = fill(template.replace(/\.tmpl$/, ''), values, false);
    files.push([target, fill(text, values, /\.[jt]sx?$/.test(target))]);
  }
  const written = [];
  for (const [file, text] of files.sort(([a], [b]) => a.localeCompare(b))) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await prettier.format(text, { ...prettierConfig, filepath: target }));
    written.push(path.relative(root, target));
  }

  // The release tooling's writer: the file stays as prettier lays it out, every other line as it was.
  const entry = localEntry(environment, name, label);
  environment.remotes[name] = entry;
  const temp = `${localFile}.${process.pid}.tmp`;
  await writeFile(temp, `${toJson(environment)}\n`);
  await rename(temp, localFile);
  return { files: written, entry };
}
