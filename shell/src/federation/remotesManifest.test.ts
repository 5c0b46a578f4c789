// remotes.json: read without cache, parsed defensively into absolute URLs and an allowlist.
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { fetchRemotesConfig, parseRemotesConfig } from './remotesManifest';

const ORIGIN = 'http://localhost:8080';

describe('parseRemotesConfig', () => {
  it('makes relative URLs absolute against the page, keeps absolute ones, and reads the allowlist', () => {
    expect(
      parseRemotesConfig(
        {
          remotes: {
            auth: '/remotes/auth/mf-manifest.json',
            lab: 'http://127.0.0.1:8090/lab/0.1.0-abc1234/mf-manifest.json',
          },
          overrideOrigins: ['http://127.0.0.1:8090'],
          releaseBase: '/releases',
        },
        ORIGIN,
      ),
    ).toEqual({
      remotes: {
        auth: 'http://localhost:8080/remotes/auth/mf-manifest.json',
        lab: 'http://127.0.0.1:8090/lab/0.1.0-abc1234/mf-manifest.json',
      },
      overrideOrigins: ['http://127.0.0.1:8090'],
      releaseBase: '/releases',
    });
  });

  it('ignores unknown names, non-string and empty entries', () => {
    const config = parseRemotesConfig(
      { remotes: { owners: '/o.json', unknown: '/x', lab: 42, grooming: '', patients: null } },
      ORIGIN,
    );
    expect(config.remotes).toEqual({ owners: 'http://localhost:8080/o.json' });
  });

  it.each([
    ['missing', undefined],
    ['a string', 'http://127.0.0.1:8090'],
    ['a list with a non-string', ['http://127.0.0.1:8090', 8090]],
    ['an object', { lab: 'http://127.0.0.1:8090' }],
  ])('treats an allowlist that is %s as empty', (_case, overrideOrigins) => {
    expect(parseRemotesConfig({ remotes: {}, overrideOrigins }, ORIGIN).overrideOrigins).toEqual([]);
  });

  it.each([
    ['the old flat format', { owners: '/remotes/owners/mf-manifest.json' }],
    ['a list', []],
    ['null', null],
    ['"remotes" as a list', { remotes: ['/x'] }],
  ])('refuses %s', (_case, raw) => {
    expect(() => parseRemotesConfig(raw, ORIGIN)).toThrow('remotes.json no declara "remotes"');
  });
});

describe('fetchRemotesConfig', () => {
  it('reads /remotes.json without cache', async () => {
    const { fetchMock } = fakeApi({
      'GET /remotes.json': { status: 200, body: { remotes: { owners: '/remotes/owners/mf-manifest.json' } } },
    });
    await expect(fetchRemotesConfig()).resolves.toEqual({
      remotes: { owners: 'http://localhost:8080/remotes/owners/mf-manifest.json' },
      overrideOrigins: [],
    });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });
  });

  it('fails clearly when it cannot be read', async () => {
    fakeApi({ 'GET /remotes.json': { status: 503, body: { msg: 'x' } } });
    await expect(fetchRemotesConfig()).rejects.toThrow('remotes.json respondió 503');
  });
});
