import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EARLY_DATA_SCRIPT_SOURCE } from '../src/http/early-data.js';
import { contentSecurityPolicy } from '../src/http/security.js';
import { capturingLogger } from './helpers/logger.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { entries } from './helpers/environment.js';

/** The source list of one CSP directive, e.g. sources(csp, 'script-src'). */
function sources(csp: string, directive: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${directive} `));
  return found ? found.split(' ').slice(1) : [];
}

/** An environment file from name → manifest URL (each remote with a placement of its own). */
const environment = (remotes: Record<string, string>, overrideOrigins: string[] = []) =>
  JSON.stringify({ remotes: entries(remotes), overrideOrigins, releaseBase: '/releases' }, null, 2);

describe('Content Security Policy from the environment file', () => {
  let root: string;
  let file: string;
  let t: TestApp;
  const logs = capturingLogger();
  const csp = async () =>
    String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-csp-'));
    file = path.join(root, 'staging.json');
    await writeFile(
      file,
      environment(
        {
          auth: '/releases/auth/0.1.0-3f2a9c1/mf-manifest.json',
          lab: 'https://cdn.example:8443/lab/0.1.0-3f2a9c1/mf-manifest.json',
        },
        ['http://localhost:8090'],
      ),
    );
    t = await startTestApp({
      logger: logs.logger,
      extra: {
        cspOrigins: ['https://extra.example'],
        static: { shellDist: root, remotesDir: root, remotesFile: file, appEnv: 'staging' },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('allows this origin, absolute remote origins, the override allowlist and CSP_EXTRA_ORIGINS', async () => {
    const policy = await csp();
    const allowed = ["'self'", 'https://cdn.example:8443', 'http://localhost:8090', 'https://extra.example'];
    for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src'])
      expect([directive, sources(policy, directive)]).toEqual([directive, expect.arrayContaining(allowed)]);
    expect(sources(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(sources(policy, 'style-src')).toContain("'unsafe-inline'");
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'none'"]);
  });

  it('follows the file without a restart: a rollback to another origin, then a malformed file', async () => {
    await writeFile(
      file,
      environment({ lab: 'https://rollback.example/lab/0.1.0-9b8e7d6/mf-manifest.json' }),
    );
    let policy = await csp();
    expect(sources(policy, 'script-src')).toEqual([
      "'self'",
      EARLY_DATA_SCRIPT_SOURCE,
      'https://rollback.example',
      'https://extra.example',
    ]);

    await writeFile(file, '{ "remotes": '); // half-written by hand
    policy = await csp();
    expect(sources(policy, 'script-src')).toEqual([
      "'self'",
      EARLY_DATA_SCRIPT_SOURCE,
      'https://extra.example',
    ]);
    expect(logs.text()).toContain('no es válido');
  });
});

describe('Content Security Policy in production', () => {
  it('ignores (and logs) an override allowlist that production.json must not have', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'vet-csp-prod-'));
    const file = path.join(root, 'production.json');
    await writeFile(
      file,
      environment({ lab: '/releases/lab/0.1.0-3f2a9c1/mf-manifest.json' }, ['https://tester.example']),
    );
    const logs = capturingLogger();
    const t = await startTestApp({
      logger: logs.logger,
      extra: { static: { shellDist: root, remotesDir: root, remotesFile: file, appEnv: 'production' } },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.json().overrideOrigins).toEqual([]);
      const policy = String(res.headers['content-security-policy']);
      // The page's one inline script (its early API requests, http/early-data.ts), by its hash.
      expect(sources(policy, 'script-src')).toEqual(["'self'", EARLY_DATA_SCRIPT_SOURCE]);
      expect(sources(policy, 'connect-src')).toEqual(["'self'"]);
      expect(logs.text()).toContain('overrideOrigins debe estar vacío en producción');
    } finally {
      await t.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('contentSecurityPolicy()', () => {
  it('drops anything that could end a directive or add a keyword', () => {
    const policy = contentSecurityPolicy([
      'https://ok.example; script-src *',
      "'unsafe-eval'",
      'https://ok.example',
    ]);
    expect(sources(policy, 'script-src')).toEqual(["'self'", EARLY_DATA_SCRIPT_SOURCE, 'https://ok.example']);
    expect(policy.split('; ').filter((d) => d.startsWith('script-src'))).toHaveLength(1);
  });
});
