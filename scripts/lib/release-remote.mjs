// @ts-check
// One release of one remote, and its promotion.
// Release: build the remote aside, name it by its content (release-version.mjs), check it against the
// shell it will run on, publish it as releases/<name>/<version>/ (never over another content) and point
// one environment file's `remotes.<name>.manifest` at it (the rest of the remote's entry stays as the team
// wrote it; a file without an entry for the remote is refused). Production is never a release's target: it only gets, with --promote, the
// version staging names, when that version was built from committed code and suits production's shell.
// Rolling back is putting the previous manifest URL back by hand (one line; both commands print it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  manifestOf,
  pointRemote,
  readEnvironmentFile,
  releasedVersion,
  releasePointer,
  remoteEntry,
} from './environment-file.mjs';
import { compatibilityProblems, readProvides, readRequires } from './release-compatibility.mjs';
import { readRecord, writeRecord } from './release-record.mjs';
import { contentVersion, gitState } from './release-version.mjs';

const VERSION = /^[0-9a-z][0-9a-z.+-]*$/i; // the folder names the server agrees to serve

/**
 * @typedef {object} Target
 * @property {string} repoRoot
 * @property {string} name the remote: remotes/<name>
 * @property {string} envFile the environment file whose pointer moves
 * @property {string} releasesDir releases live in <releasesDir>/<name>/<version>/
 * @property {string} provides the target shell's provides.json: a path or an http(s) URL
 * @property {string} shell how messages name that shell ("el shell de producción")
 */

/**
 * @typedef {Target & {
 *   production?: boolean,
 *   build?: (remoteDir: string, outDir: string, packageVersion: string) => Promise<void>,
 *   git?: (repoRoot: string, paths: string[]) => { commit: string | null, dirty: boolean },
 *   now?: Date,
 * }} ReleaseOptions
 */

/** @param {Target} options */
async function remoteOf({ repoRoot, name }) {
  const remoteDir = path.join(repoRoot, 'remotes', name);
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name) || !existsSync(path.join(remoteDir, 'package.json')))
    throw new Error(`No existe el remoto "${name}" (remotes/${name}/package.json).`);
  const { version } = JSON.parse(await readFile(path.join(remoteDir, 'package.json'), 'utf8'));
  return { remoteDir, packageVersion: /** @type {string} */ (version) };
}

/**
 * Refuses, naming each package and version, a release the shell could not run.
 * @param {Target} options
 * @param {string} folder the build
 * @param {string} version
 * @param {import('./release-compatibility.mjs').Provides} provides
 * @param {string} refusal what is refused: "No se publica" or "No se promueve"
 */
async function requireCompatible({ name, shell, provides: source }, folder, version, provides, refusal) {
  const problems = compatibilityProblems(name, await readRequires(folder), provides, shell);
  if (problems.length > 0)
    throw new Error(
      `${refusal} ${name} ${version}: no es compatible con ${shell} (${source}).\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
}

/**
 * @param {ReleaseOptions} options
 * @returns {Promise<{ version: string, folder: string, pointer: string, previous: string | undefined,
 *   existed: boolean, dirty: boolean }>}
 */
export async function releaseRemote(options) {
  const { repoRoot, name, envFile, releasesDir, build = buildRemote, git = gitState } = options;
  const { remoteDir, packageVersion } = await remoteOf(options);
  if (options.production)
    throw new Error(
      'Una compilación nunca va directa a producción: publícala en staging (--env staging), pruébala y ' +
        'llévala a producción con --promote <versión> (ver RELEASING.md).',
    );
  // A bad environment file, one without the remote's entry or a missing shell description fails before
  // a long build.
  const environment = await readEnvironmentFile(envFile);
  remoteEntry(environment, envFile, name);
  const provides = await readProvides(options.provides);
  // What the build reads: the remote, shared-ui, the shared bundler settings and the dependency lock.
  const inputs = [`remotes/${name}`, 'shared-ui', 'rspack.shared.js', 'package.json', 'package-lock.json'];
  const { commit, dirty } = git(repoRoot, inputs);

  // Built beside its final place under a hidden name (never served), then renamed in one step.
  await mkdir(path.join(releasesDir, name), { recursive: true });
  const temp = path.join(releasesDir, name, `.build-${process.pid}-${Date.now()}`);
  let version = '';
  let folder = '';
  let existed = false;
  try {
    await build(remoteDir, temp, packageVersion);
    if (!existsSync(path.join(temp, 'mf-manifest.json')))
      throw new Error(`La compilación de ${name} no produjo mf-manifest.json.`);
    version = await contentVersion(packageVersion, temp);
    await requireCompatible(options, temp, version, provides, 'No se publica');
    folder = path.join(releasesDir, name, version);
    const record = { name, version, commit, dirty, builtAt: (options.now ?? new Date()).toISOString() };
    existed = existsSync(folder);
    if (existed) {
      if ((await contentVersion(packageVersion, folder)) !== version)
        throw new Error(
          `${folder} ya existe pero su contenido no es el de la versión ${version}: alguien lo cambió ` +
            `después de publicarlo. Revisa esa carpeta; una versión publicada no se sobrescribe.`,
        );
      // The same files again. Built now from committed code, the release becomes promotable.
      const before = await readRecord(folder);
      if (!before || (before.dirty && !dirty)) await writeRecord(folder, record);
    } else {
      await writeRecord(temp, record);
      await rename(temp, folder).catch((err) => {
        // Another release of the same content got there first: the same files, so that one stands.
        if (!existsSync(folder)) throw err;
        existed = true;
      });
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }

  const pointer = releasePointer(environment, name, version);
  const previous = await pointRemote(envFile, name, pointer);
  const recorded = await readRecord(folder);
  return { version, folder, pointer, previous, existed, dirty: recorded?.dirty ?? dirty };
}

/**
 * @param {Target & { version: string, stagingFile: string }} options
 * @returns {Promise<{ version: string, folder: string, pointer: string, previous: string | undefined }>}
 */
export async function promoteRemote(options) {
  const { name, envFile, stagingFile, releasesDir, version } = options;
  const { packageVersion } = await remoteOf(options);
  if (path.resolve(envFile) === path.resolve(stagingFile))
    throw new Error(
      `--promote lleva a otro entorno la versión que nombra staging (${stagingFile}); ` +
        `a staging se publica con --env staging.`,
    );
  const environment = await readEnvironmentFile(envFile);
  remoteEntry(environment, envFile, name);
  const staging = await readEnvironmentFile(stagingFile);
  const stagedManifest = manifestOf(staging.remotes[name]);
  const staged = releasedVersion(name, stagedManifest);
  if (staged !== version)
    throw new Error(
      `Solo se promueve la versión de ${name} que staging tiene ahora, y ${stagingFile} ` +
        (staged
          ? `nombra ${staged}, no ${version}.`
          : `no nombra ninguna versión publicada de ${name} ("${stagedManifest ?? '(no está)'}").`) +
        `\nPublícala en staging y pruébala antes (ver RELEASING.md).`,
    );

  const folder = path.join(releasesDir, name, version);
  if (!VERSION.test(version) || !existsSync(path.join(folder, 'mf-manifest.json')))
    throw new Error(`No hay una versión publicada ${version} de ${name} en ${releasesDir}.`);
  const record = await readRecord(folder);
  if (!record)
    throw new Error(
      `${folder} no tiene release.json: no se sabe de qué código salió y no se promueve. ` +
        `Publica una versión nueva con el comando de release.`,
    );
  if (record.dirty)
    throw new Error(
      `No se promueve ${name} ${version}: se compiló con cambios sin confirmar en git ` +
        `(commit ${record.commit ?? 'desconocido'} más cambios). Sirve para probar en staging, no para producción.\n` +
        `Confirma los cambios (git commit) y publícala de nuevo en staging: con el mismo contenido, ` +
        `la misma versión queda registrada como confirmada.`,
    );
  if ((await contentVersion(packageVersion, folder)) !== version)
    throw new Error(
      `No se promueve ${name} ${version}: el contenido de ${folder} ya no es el que se publicó con esa versión.`,
    );
  await requireCompatible(options, folder, version, await readProvides(options.provides), 'No se promueve');

  const pointer = releasePointer(environment, name, version);
  const previous = await pointRemote(envFile, name, pointer);
  return { version, folder, pointer, previous };
}

/**
 * The remote's own build script into another folder. Always a production build, and nothing in it
 * depends on when or where it runs: mf-manifest.json's buildVersion is the package version, not the
 * release's (which is known only once the files exist).
 * @param {string} remoteDir
 * @param {string} outDir
 * @param {string} packageVersion
 * @returns {Promise<void>}
 */
export function buildRemote(remoteDir, outDir, packageVersion) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['run', 'build', '--', '--output-path', outDir], {
    cwd: remoteDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: packageVersion },
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`La compilación de ${path.basename(remoteDir)} falló.`)),
    );
  });
}
