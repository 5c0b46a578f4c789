// @ts-check
// The version a release folder is named after: the remote's package version plus the commit it was built
// from (0.1.0-3f2a9c1). A build from uncommitted changes cannot be named by its commit, so it also gets
// "-dirty.<UTC time>": two such builds never share a folder, and an immutable folder stays immutable.
import { spawnSync } from 'node:child_process';

/**
 * @param {{ packageVersion: string, commit: string | null, dirty: boolean, now?: Date }} state
 * @returns {string}
 */
export function releaseVersion({ packageVersion, commit, dirty, now = new Date() }) {
  const base = `${packageVersion}-${commit ?? 'sin-git'}`;
  if (!dirty && commit) return base;
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z'); // 20250101T120000Z
  return `${base}-dirty.${stamp}`;
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
