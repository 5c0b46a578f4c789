// Environment files (shell/environments/<env>.json) for tests: each remote an entry with its manifest and
// a placement of its own (a label and one mount path named after it, so that two remotes never collide).
import path from 'node:path';
import type { RemoteEntry } from '../../src/http/environment-file.js';
import type { StaticOptions } from '../../src/http/static.js';

/** One remote's entry: where its build is, and the least the shell needs to place it. */
export function entryFor(name: string, manifest: string, extra: Partial<RemoteEntry> = {}): RemoteEntry {
  return { manifest, label: `Módulo ${name}`, mounts: [{ path: name, area: 'main' }], ...extra };
}

/** `remotes` of an environment file from name → manifest URL. */
export function entries(manifests: Record<string, string>): Record<string, RemoteEntry> {
  return Object.fromEntries(Object.entries(manifests).map(([name, url]) => [name, entryFor(name, url)]));
}

/** The manifest URL of each remote of a parsed or served environment file. */
export function manifests(remotes: Record<string, { manifest: string }>): Record<string, string> {
  return Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, entry.manifest]));
}

/**
 * The static options for a built front-end laid out under `root` as on a server: root/shell/dist,
 * root/remotes/<name>/dist, the environment file root/remotes.json and root/releases.
 */
export function staticUnder(root: string, extra: Partial<StaticOptions> = {}): StaticOptions {
  return {
    shellDist: path.join(root, 'shell', 'dist'),
    remotesDir: path.join(root, 'remotes'),
    remotesFile: path.join(root, 'remotes.json'),
    releasesDir: path.join(root, 'releases'),
    ...extra,
  };
}
