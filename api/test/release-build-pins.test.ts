// A build does not change what staging or production serve: they name releases (immutable folders), and
// the server refuses a pointer at the working tree's build. Real builds of grooming, a real server app
// (no browser is involved, so this is an API-project test rather than a Playwright journey).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/lib/paths.js';
import { startTestApp } from './helpers/app.js';
import { entries } from './helpers/environment.js';

describe('a build does not change what staging serves (real builds of grooming)', () => {
  it('staging refuses the working tree’s build, serves the release, and a later build changes nothing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vet-pinned-'));
    const out = path.join(dir, 'releases');
    const remotesDir = path.join(dir, 'remotes'); // served as /remotes/<name>/ from <name>/dist
    const staging = path.join(dir, 'staging.json');
    await writeFile(
      staging,
      JSON.stringify({ remotes: entries({ grooming: '/remotes/grooming/mf-manifest.json' }) }),
    );
    const t = await startTestApp({
      extra: {
        static: { shellDist: dir, remotesDir, remotesFile: staging, appEnv: 'staging', releasesDir: out },
      },
    });
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.body };
    };
    const npm = (args: string[], env: NodeJS.ProcessEnv = {}) =>
      spawnSync('npm', args, { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, ...env } });
    const releaseGrooming = () =>
      npm(['run', 'release', '-w', 'remotes/grooming', '--', '--env-file', staging, '--out', out]);
    try {
      // The working tree's build is no pin for staging.
      expect((await get('/remotes.json')).status).toBe(503);

      const first = releaseGrooming();
      expect({ status: first.status, stderr: first.status === 0 ? '' : first.stderr }).toEqual({
        status: 0,
        stderr: '',
      });
      const version = /Versión (0\.1\.0-[0-9a-f]{10}) de grooming publicada/.exec(first.stdout)?.[1];
      const pointer = `/releases/grooming/${version}/mf-manifest.json`;
      expect(JSON.parse((await get('/remotes.json')).body).remotes).toEqual(entries({ grooming: pointer }));
      const entry = pointer.replace('mf-manifest.json', 'remoteEntry.js');
      const served = { manifest: await get(pointer), entry: await get(entry) };
      expect([served.manifest.status, served.entry.status]).toEqual([200, 200]);

      // A build of grooming (a development build: other bytes) into the folder served as /remotes/grooming/.
      const build = npm(
        [
          'run',
          'build',
          '-w',
          'remotes/grooming',
          '--',
          '--output-path',
          path.join(remotesDir, 'grooming', 'dist'),
        ],
        {
          NODE_ENV: 'development',
        },
      );
      expect(build.status).toBe(0);
      const rebuilt = await get('/remotes/grooming/mf-manifest.json');
      expect(rebuilt.status).toBe(200);
      expect(rebuilt.body).not.toBe(served.manifest.body);
      expect({ manifest: await get(pointer), entry: await get(entry) }).toEqual(served);
      expect(JSON.parse((await get('/remotes.json')).body).remotes).toEqual(entries({ grooming: pointer }));

      // The same sources released again: the same version, recognised, nothing copied.
      const again = releaseGrooming();
      expect(again.status).toBe(0);
      expect(again.stdout).toContain(
        `La versión ${version} de grooming ya estaba publicada con este mismo contenido`,
      );
      expect(spawnSync('ls', [path.join(out, 'grooming')], { encoding: 'utf8' }).stdout).toBe(`${version}\n`);
      expect(
        JSON.parse(await readFile(path.join(out, 'grooming', version!, 'release.json'), 'utf8')),
      ).toMatchObject({
        name: 'grooming',
        version,
      });
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
