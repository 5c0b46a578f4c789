import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnvironment } from '../src/http/environment-file.js';
import { repoRoot } from '../src/lib/paths.js';

const REMOTES = ['auth', 'owners', 'patients', 'lab', 'grooming'];
const read = async (env: string) =>
  JSON.parse(await readFile(path.join(repoRoot, 'shell', 'environments', `${env}.json`), 'utf8')) as unknown;

describe('shell/environments/*.json', () => {
  it.each(['local', 'staging', 'production'])('%s.json is valid and names every remote', async (env) => {
    const environment = parseEnvironment(await read(env));
    expect(Object.keys(environment.remotes).sort()).toEqual([...REMOTES].sort());
    expect(environment.releaseBase).toBe('/releases');
  });

  it('local.json loads every remote from this server and allows the local releases server', async () => {
    const local = parseEnvironment(await read('local'));
    for (const name of REMOTES) expect(local.remotes[name]).toBe(`/remotes/${name}/mf-manifest.json`);
    expect(local.overrideOrigins).toEqual(['http://localhost:8090', 'http://127.0.0.1:8090']);
  });

  it('production.json allows no override origin', async () => {
    expect(parseEnvironment(await read('production')).overrideOrigins).toEqual([]);
  });
});

describe('parseEnvironment', () => {
  const valid = { remotes: { lab: '/remotes/lab/mf-manifest.json' } };

  it('fills the optional fields and trims the release base', () => {
    expect(parseEnvironment(valid)).toEqual({ ...valid, overrideOrigins: [], releaseBase: '/releases' });
    expect(parseEnvironment({ ...valid, releaseBase: 'https://cdn.example/vet/' }).releaseBase).toBe(
      'https://cdn.example/vet',
    );
  });

  it.each([
    ['the old flat format', { lab: '/remotes/lab/mf-manifest.json' }],
    ['a protocol-relative URL', { remotes: { lab: '//evil.example/mf-manifest.json' } }],
    ['a backslash URL', { remotes: { lab: '/\\evil.example/mf-manifest.json' } }],
    ['a javascript: URL', { remotes: { lab: 'javascript:alert(1)' } }],
    ['a bad remote name', { remotes: { '../lab': '/x' } }],
    ['an override with a path', { ...valid, overrideOrigins: ['https://staging.example/lab'] }],
    ['an override wildcard', { ...valid, overrideOrigins: ['*'] }],
    ['a release base that is no URL', { ...valid, releaseBase: 'releases' }],
  ])('refuses %s', (_label, data) => {
    expect(() => parseEnvironment(data)).toThrow();
  });
});
