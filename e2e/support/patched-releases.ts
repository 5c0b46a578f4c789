// Copies of a release on the second origin with one thing changed, to show what the shell does with a
// remote built for another shell (issue #23): its requires.json rewritten, or its bundle asking the
// federation runtime for another shared version. Written into the suite's releases folder, which the
// second origin serves and the global teardown removes.
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface CompatFile {
  name?: string;
  contractVersion: number;
  shared: Record<string, string>;
  antdComponents: string[];
}

const load = createRequire(__filename);
const { compatFromManifest, currentContractVersion } = load('../../scripts/lib/compat-files.cjs') as {
  compatFromManifest: (
    manifest: unknown,
    options: { isHost: boolean; contractVersion: number },
  ) => CompatFile;
  currentContractVersion: () => number;
};

/** The shared-ui version this shell provides (its package.json), e.g. "0.2.0". */
export const SHARED_UI_VERSION = (load('../../shared-ui/package.json') as { version: string }).version;

/** A caret range this shell cannot satisfy: the next minor, "^0.3.0" on 0.2.0. */
export function nextSharedUiRange(): string {
  const [major, minor] = SHARED_UI_VERSION.split('.').map(Number);
  return `^${major}.${minor + 1}.0`;
}

export { currentContractVersion };

/** A release folder on disk and the URL of its manifest. */
export interface PatchedRelease {
  dir: string;
  manifestUrl: string;
}

/** Copies the release of `manifestUrl` (on the second origin) under its version plus `suffix`. */
export async function copyRelease(manifestUrl: string, suffix: string): Promise<PatchedRelease> {
  const url = new URL(manifestUrl);
  const [remote, version] = url.pathname.split('/').filter(Boolean);
  const releases = process.env.E2E_RELEASES_DIR!;
  const copy = `${version}-${suffix}`;
  const dir = join(releases, remote, copy);
  await rm(dir, { recursive: true, force: true });
  await cp(join(releases, remote, version), dir, { recursive: true });
  return { dir, manifestUrl: `${url.origin}/${remote}/${copy}/mf-manifest.json` };
}

/** Writes a file of the copy, dropping its precompressed twins (the server would send those). */
async function writeFileOf(dir: string, name: string, content: string): Promise<void> {
  await rm(join(dir, `${name}.br`), { force: true });
  await rm(join(dir, `${name}.gz`), { force: true });
  await writeFile(join(dir, name), content);
}

/** requires.json as the build writes it for this release, with `change` applied. */
export async function rewriteRequires(
  release: PatchedRelease,
  change: (requires: CompatFile) => CompatFile,
): Promise<void> {
  const manifest = JSON.parse(await readFile(join(release.dir, 'mf-manifest.json'), 'utf8'));
  const requires = compatFromManifest(manifest, { isHost: false, contractVersion: currentContractVersion() });
  await writeFileOf(release.dir, 'requires.json', `${JSON.stringify(change(requires), null, 2)}\n`);
}

/** No requires.json (a release from before it existed), and the bundle asks the federation runtime for
 *  `range` of @vet/shared-ui: only the runtime's own check can refuse it. */
export async function requireSharedUiInBundle(release: PatchedRelease, range: string): Promise<void> {
  for (const name of ['requires.json', 'requires.json.br', 'requires.json.gz']) {
    await rm(join(release.dir, name), { force: true });
  }
  const entry = await readFile(join(release.dir, 'remoteEntry.js'), 'utf8');
  // The consume of @vet/shared-ui (react-router-dom carries the same rule and stays as it is).
  const consume = /(shareKey:"@vet\/shared-ui",[^}]*?requiredVersion:)"[^"]*"/;
  if (!consume.test(entry)) throw new Error('remoteEntry.js no consume @vet/shared-ui como se esperaba');
  await writeFileOf(release.dir, 'remoteEntry.js', entry.replace(consume, `$1"${range}"`));
}

/** What a rebuild in place does to a remote's folder (`clean: true`, new content hashes): every hashed
 *  file gets a new name, the files naming them say so, the old names are gone. */
export async function rebuildInPlace(release: PatchedRelease): Promise<void> {
  const files = await readdir(release.dir);
  for (const name of files.filter((file) => /\.(br|gz)$/.test(file))) await rm(join(release.dir, name));
  const hashed = files.filter((file) => /\.[0-9a-f]{10}\.(js|css)$/.test(file));
  const renames = new Map(
    hashed.map((file) => {
      const hash = /\.([0-9a-f]{10})\./.exec(file)![1];
      return [hash, [...hash].reverse().join('')] as const;
    }),
  );
  for (const file of hashed) {
    const hash = /\.([0-9a-f]{10})\./.exec(file)![1];
    await rename(join(release.dir, file), join(release.dir, file.replace(hash, renames.get(hash)!)));
  }
  for (const file of await readdir(release.dir)) {
    if (!/\.(js|css|json)$/.test(file)) continue;
    const text = await readFile(join(release.dir, file), 'utf8');
    let next = text;
    for (const [from, to] of renames) next = next.replaceAll(from, to);
    if (next !== text) await writeFile(join(release.dir, file), next);
  }
}
