// @ts-check
// One release of one remote: build it into releases/<name>/<version>/ (never over an existing version),
// then point one environment file at it. Promoting an existing version to another environment is the
// same pointer change without a build; rolling back is the pointer change by hand (one line).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pointRemote, readEnvironmentFile, releasePointer } from './environment-file.mjs';
import { gitState, releaseVersion } from './release-version.mjs';

const VERSION = /^[0-9a-z][0-9a-z.+-]*$/i; // the folder names the server agrees to serve

/**
 * @typedef {object} ReleaseOptions
 * @property {string} repoRoot
 * @property {string} name the remote: remotes/<name>
 * @property {string} envFile the environment file whose pointer moves
 * @property {string} releasesDir releases go to <releasesDir>/<name>/<version>/
 * @property {string} [promote] an already released version: point at it, build nothing
 * @property {(remoteDir: string, outDir: string, version: string) => Promise<void>} [build]
 * @property {(repoRoot: string, paths: string[]) => { commit: string | null, dirty: boolean }} [git]
 * @property {Date} [now]
 */

/**
 * @param {ReleaseOptions} options
 * @returns {Promise<{ version: string, folder: string, pointer: string, previous: string | undefined, built: boolean }>}
 */
export async function releaseRemote(options) {
  const { repoRoot, name, envFile, releasesDir, build = buildRemote, git = gitState } = options;
  const remoteDir = path.join(repoRoot, 'remotes', name);
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name) || !existsSync(path.join(remoteDir, 'package.json')))
    throw new Error(`No existe el remoto "${name}" (remotes/${name}/package.json).`);
  const environment = await readEnvironmentFile(envFile); // a bad file fails before a long build

  let version = options.promote;
  if (version !== undefined) {
    if (!VERSION.test(version) || !existsSync(path.join(releasesDir, name, version, 'mf-manifest.json')))
      throw new Error(`No hay una versión publicada ${version} de ${name} en ${releasesDir}.`);
  } else {
    const { version: packageVersion } = JSON.parse(
      await readFile(path.join(remoteDir, 'package.json'), 'utf8'),
    );
    // What the build reads: the remote, shared-ui, the shared bundler settings and the dependency lock.
    const inputs = [`remotes/${name}`, 'shared-ui', 'rspack.shared.js', 'package.json', 'package-lock.json'];
    version = releaseVersion({ packageVersion, ...git(repoRoot, inputs), now: options.now });
  }

  const folder = path.join(releasesDir, name, version);
  const built = options.promote === undefined;
  if (built) {
    if (existsSync(folder))
      throw new Error(
        `La versión ${version} de ${name} ya existe en ${folder}: una versión publicada no se sobrescribe.\n` +
          `Para apuntar otro entorno a ella usa --promote ${version}.`,
      );
    // Built beside its final place under a hidden name (never served), then renamed in one step.
    const temp = path.join(releasesDir, name, `.build-${version}-${process.pid}`);
    try {
      await build(remoteDir, temp, version);
      if (!existsSync(path.join(temp, 'mf-manifest.json')))
        throw new Error(`La compilación de ${name} no produjo mf-manifest.json.`);
      await rename(temp, folder);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }

  const pointer = releasePointer(environment, name, version);
  const previous = await pointRemote(envFile, name, pointer);
  return { version, folder, pointer, previous, built };
}

/**
 * The remote's own build script into another folder, stamped with the release version
 * (MF_BUILD_VERSION becomes buildVersion in mf-manifest.json). Always a production build.
 * @param {string} remoteDir
 * @param {string} outDir
 * @param {string} version
 * @returns {Promise<void>}
 */
export function buildRemote(remoteDir, outDir, version) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['run', 'build', '--', '--output-path', outDir], {
    cwd: remoteDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: version },
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`La compilación de ${path.basename(remoteDir)} falló.`)),
    );
  });
}
