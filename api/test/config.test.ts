import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { repoRoot } from '../src/lib/paths.js';

describe('loadConfig: environments and releases', () => {
  const environments = path.join(repoRoot, 'shell', 'environments');

  it('defaults to the local environment, the repo releases folder and no other shell origin', () => {
    const config = loadConfig({}, '/somewhere');
    expect(config.appEnv).toBe('local');
    expect(config.remotesFile).toBe(path.join(environments, 'local.json'));
    expect(config.releasesDir).toBe(path.join(repoRoot, 'releases'));
    expect(config.shellOrigins).toEqual([]);
  });

  it('APP_ENV selects shell/environments/<env>.json unless REMOTES_FILE names another file', () => {
    expect(loadConfig({ APP_ENV: 'staging' }).remotesFile).toBe(path.join(environments, 'staging.json'));
    const production = loadConfig({ APP_ENV: 'production' });
    expect(production.appEnv).toBe('production');
    expect(production.remotesFile).toBe(path.join(environments, 'production.json'));
    const custom = loadConfig({ APP_ENV: 'production', REMOTES_FILE: 'conf/prod.json' }, '/srv/vet');
    expect(custom.appEnv).toBe('production');
    expect(custom.remotesFile).toBe('/srv/vet/conf/prod.json');
  });

  it('refuses an unknown APP_ENV in Spanish (and English)', () => {
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(
      /APP_ENV="prod" no es válido: usa local, staging, production/,
    );
  });

  it('RELEASES_DIR is resolved from the cwd', () => {
    expect(loadConfig({ RELEASES_DIR: 'rel' }, '/srv/vet').releasesDir).toBe('/srv/vet/rel');
  });

  it('SHELL_ORIGINS: a comma or space separated list of origins; anything else is refused', () => {
    expect(
      loadConfig({ SHELL_ORIGINS: 'https://staging.example, http://localhost:8080  http://127.0.0.1:8080' })
        .shellOrigins,
    ).toEqual(['https://staging.example', 'http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(() => loadConfig({ SHELL_ORIGINS: 'https://staging.example/' })).toThrow(/no es un origen/);
    expect(() => loadConfig({ SHELL_ORIGINS: '*' })).toThrow(/no es un origen/);
  });

  it('PUBLIC_URL: the origin e-mailed links point at; a local address by default; anything else is refused', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://clinica.example.com' }).publicUrl).toBe(
      'https://clinica.example.com',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'https://clinica.example.com/app/' })).toThrow(
      /PUBLIC_URL=.* no es válida/,
    );
  });

  it('PHOTO_URL_KEY: 64 hex characters (any case), kept lower-case; anything else is refused', () => {
    const key = 'AB'.repeat(32);
    expect(loadConfig({ PHOTO_URL_KEY: key }).photoUrlKey).toBe(key.toLowerCase());
    expect(loadConfig({}).photoUrlKey).toBeUndefined();
    expect(() => loadConfig({ PHOTO_URL_KEY: 'secreto' })).toThrow(
      /PHOTO_URL_KEY no es válida: usa 64 caracteres hexadecimales/,
    );
    expect(() => loadConfig({ PHOTO_URL_KEY: 'a'.repeat(63) })).toThrow(/PHOTO_URL_KEY/);
  });
});
