// @ts-check
// The version a release folder is named after: the remote's package version plus a hash of the files it
// ships (0.1.0-5e0c2a7b91). Builds are deterministic (content-hashed names, no absolute paths, no time),
// so the same sources give the same version: a commit elsewhere in the repo makes no new version, and a
// second release of the same content is recognised. Whether the sources were committed is not part of
// the version; it is recorded beside it (release-record.mjs) and decides whether it may be promoted.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Not content: the release's own record, and the .br/.gz copies the build derives from each file.
const NOT_CONTENT = /^release\.json$|\.(br|gz)$/;

/**
 * Every file of a build, as paths relative to `dir` with "/" separators, sorted.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function contentFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NOT_CONTENT.test(path.posix.basename(file)))
    .sort();
}

/**
 * A hash of what a build folder ships: each file's path and bytes.
 * @param {string} dir
 * @returns {Promise<string>} 10 hex digits
 */
export async function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of await contentFiles(dir)) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(await readFile(path.join(dir, file)))
        .digest(),
    );
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * @param {string} packageVersion the remote's package.json version
 * @param {string} dir its build
 * @returns {Promise<string>} e.g. 0.1.0-5e0c2a7b91
 */
export async function contentVersion(packageVersion, dir) {
  return `${packageVersion}-${await contentHash(dir)}`;
}

/**
 * The commit checked out and whether any of `paths` (what the build reads) differs from it.
 * Outside a git checkout: no commit, counted as dirty.
 * @param {string} repoRoot
 * @param {string[]} paths relative to repoRoot
 * @returns {{ commit: string | null, dirty: boolean }}
 */
export function gitState(repoRoot, paths) {
  const git = (/** @type {string[]} */ ...args) =>
    spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  const head = git('rev-parse', '--short=7', 'HEAD');
  if (head.status !== 0) return { commit: null, dirty: true };
  const status = git('status', '--porcelain', '--untracked-files=all', '--', ...paths);
  return { commit: head.stdout.trim(), dirty: status.status !== 0 || status.stdout.trim() !== '' };
}
