// What the built dist/ folders hold: each container's JS files with their gzip size, and which of them
// belong to shared libraries (the container's mf-manifest.json). Used by bundle-sizes and bundle-budgets.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { remoteNames } from '../../scripts/lib/remotes.cjs';
import { repoRoot } from './paths.mjs';

/** Each folder under remotes/ (scripts/lib/remotes.cjs). */
export const REMOTES = remoteNames(repoRoot);
export const CONTAINERS = ['shell', ...REMOTES.map((name) => `remotes/${name}`)];

/** One gzip level for every figure (what a server precompressing would use). */
export const gzipSize = (content) => gzipSync(content, { level: 9 }).length;
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const distOf = (container) => path.join(repoRoot, container, 'dist');

/** [{ file, raw, gzip }] of a container's JS, or null when it is not built. */
export function jsFiles(container) {
  const dist = distOf(container);
  if (!existsSync(dist)) return null;
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(path.join(dist, file));
      return { file, raw: content.length, gzip: gzipSize(content) };
    });
}

/** The container's files that belong to shared libraries (each shared entry's JS, sync and async). */
export function sharedFiles(container) {
  const manifest = JSON.parse(readFileSync(path.join(distOf(container), 'mf-manifest.json'), 'utf8'));
  return new Set(manifest.shared.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]));
}
