// Before the journeys (and after the product server is up, which builds what is missing): fills the
// suite's releases folder and serves it from a second origin.
//   lab/<A>/, lab/<B>/   A released by the real release command (named by its content), B the same files
//                        under a second version name, for the journeys that switch between releases
//   <name>/<v>-e2e/      the other remotes, copied from their dist/ (what the product itself serves)
//   grooming/<v>-lanza-error/   e2e/fixtures/throwing-remote: loads fine, throws while rendering
//   vaccines/<v>-e2e/    e2e/fixtures/remote-vaccines: a sixth remote that no environment file names
// Returns the teardown: servers closed, temporary folder removed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  foreignOrigin,
  productOrigin,
  secondOrigin,
  suiteEnvironment,
  writeEnvironment,
  type Environment,
  type RemoteName,
} from './support/environment';
import { startSecondOrigin, type SuiteReleases } from './support/second-origin';

const repoRoot = join(__dirname, '..');

/** Runs a command quietly; its output is shown only if it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} falló:\n${output}`)),
    );
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `npm run release -w remotes/lab -- …` against the suite's files; returns the manifest URL it wrote. */
async function releaseLab(envFile: string, releasesDir: string): Promise<string> {
  await run(npm, ['run', 'release', '-w', 'remotes/lab', '--', '--env-file', envFile, '--out', releasesDir]);
  const environment = JSON.parse(await readFile(envFile, 'utf8')) as Environment;
  return environment.remotes.lab.manifest;
}

/** Builds a remote of e2e/fixtures (its own rspack.config.js, the repo's bundler settings) into outDir. */
function buildFixture(fixture: string, outDir: string): Promise<void> {
  const rspack = join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const config = join(repoRoot, 'e2e', 'fixtures', fixture, 'rspack.config.js');
  return run(process.execPath, [rspack, 'build', '-c', config, '--output-path', outDir], {
    ...process.env,
    NODE_ENV: 'production',
  });
}

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  shared: { assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
  exposes: { assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
}

/** Every file a manifest names, that a copy must hold. */
function filesOf(manifest: Manifest): string[] {
  const assets = [...manifest.shared, ...manifest.exposes].flatMap(({ assets: a }) => [
    ...a.js.sync,
    ...a.js.async,
    ...a.css.sync,
    ...a.css.async,
  ]);
  return [manifest.metaData.remoteEntry.name, ...assets];
}

/** Copies remotes/<name>/dist; a dist being rebuilt meanwhile (by `npm run build`) is copied again. */
async function copyDist(remote: RemoteName, to: string): Promise<void> {
  const dist = join(repoRoot, 'remotes', remote, 'dist');
  for (let attempt = 1; ; attempt += 1) {
    await rm(to, { recursive: true, force: true });
    await cp(dist, to, { recursive: true, filter: (file) => !file.endsWith('.map') });
    const manifest = JSON.parse(await readFile(join(to, 'mf-manifest.json'), 'utf8').catch(() => '{}'));
    const missing = manifest.metaData ? filesOf(manifest).filter((f) => !existsSync(join(to, f))) : ['*'];
    if (missing.length === 0) return;
    if (attempt === 3)
      throw new Error(`remotes/${remote}/dist está incompleto: faltan ${missing.join(', ')}`);
    await delay(5_000);
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const releasesDir = process.env.E2E_RELEASES_DIR!;
  const second = secondOrigin();

  // A staging-like environment file for the release command: releaseBase on the second origin (a CDN).
  const releaseEnvFile = join(process.env.E2E_SUITE_DIR!, 'staging.json');
  writeEnvironment(releaseEnvFile, { ...suiteEnvironment(), overrideOrigins: [], releaseBase: second });

  const { version } = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const copied = `${version}-e2e`;
  const throwing = `${version}-lanza-error`;
  // Every remote of the suite's environment (a remote made with new-remote joins by being there); lab
  // is released by the release command, the others copied from their builds.
  const others: RemoteName[] = Object.keys(suiteEnvironment().remotes).filter((name) => name !== 'lab');
  const [labA] = await Promise.all([
    releaseLab(releaseEnvFile, releasesDir),
    buildFixture('throwing-remote', join(releasesDir, 'grooming', throwing)),
    buildFixture('remote-vaccines', join(releasesDir, 'vaccines', copied)),
    ...others.map((remote) => copyDist(remote, join(releasesDir, remote, copied))),
  ]);

  // Release B: the same files under a second version name (a second build of the same sources would be
  // the same version, by content). The journeys move the pointer between A and B by hand, as a rollback.
  const versionA = labA.split('/').at(-2)!;
  const versionB = `${versionA}-b`;
  await cp(join(releasesDir, 'lab', versionA), join(releasesDir, 'lab', versionB), { recursive: true });
  const labB = `${second}/lab/${versionB}/mf-manifest.json`;

  const manifest = (remote: RemoteName, v: string) => `${second}/${remote}/${v}/mf-manifest.json`;
  const releases: SuiteReleases = {
    remotes: {
      ...Object.fromEntries(others.map((remote) => [remote, manifest(remote, copied)])),
      lab: labB,
    },
    lab: { a: labA, b: labB },
    throwingGrooming: manifest('grooming', throwing),
    vaccines: manifest('vaccines', copied),
  };
  // Workers start after this and inherit the environment.
  process.env.E2E_SUITE_RELEASES = JSON.stringify(releases);

  const close = await startSecondOrigin({
    dir: releasesDir,
    shellOrigins: [productOrigin()],
    ports: [Number(process.env.E2E_RELEASES_PORT), Number(process.env.E2E_FOREIGN_PORT)],
  });
  console.log(
    `[e2e] Versiones en ${second} y ${foreignOrigin()} (lab ${versionA} y ${versionB}) ` +
      `preparadas en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  return async () => {
    await close();
    await rm(process.env.E2E_SUITE_DIR!, { recursive: true, force: true });
  };
}
