// remotes.json: read without cache, parsed defensively into absolute URLs and an allowlist.
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { fetchRemotesConfig, parseRemotesConfig, RemotesFileError } from './remotesManifest';

const ORIGIN = 'http://localhost:8080';

const owners = {
  manifest: '/remotes/owners/mf-manifest.json',
  label: 'Propietarios',
  mounts: [{ path: 'owners', area: 'main' }],
  nav: [{ label: 'Dueño', to: '/owners', icon: 'owner', order: 20, in: ['sidebar', 'tiles'] }],
};
const ownersPlacement = {
  label: 'Propietarios',
  mounts: [{ path: 'owners', area: 'main' }],
  nav: [{ label: 'Dueño', to: '/owners', icon: 'owner', order: 20, in: ['sidebar', 'tiles'] }],
};

describe('parseRemotesConfig', () => {
  it('makes relative URLs absolute against the page, keeps absolute ones, reads placements and the allowlist', () => {
    expect(
      parseRemotesConfig(
        {
          remotes: {
            owners,
            lab: {
              manifest: 'http://127.0.0.1:8090/lab/0.1.0-abc1234/mf-manifest.json',
              label: 'Laboratorio',
              mounts: [{ path: 'patients/:patientId/lab-exams', area: 'main' }],
            },
          },
          overrideOrigins: ['http://127.0.0.1:8090'],
          releaseBase: '/releases',
        },
        ORIGIN,
      ),
    ).toEqual({
      remotes: {
        owners: 'http://localhost:8080/remotes/owners/mf-manifest.json',
        lab: 'http://127.0.0.1:8090/lab/0.1.0-abc1234/mf-manifest.json',
      },
      placements: {
        owners: ownersPlacement,
        lab: {
          label: 'Laboratorio',
          mounts: [{ path: 'patients/:patientId/lab-exams', area: 'main' }],
          nav: [],
        },
      },
      overrideOrigins: ['http://127.0.0.1:8090'],
      releaseBase: '/releases',
    });
  });

  it('places a remote the shell has never heard of, with its nav entries and dashboard slot', () => {
    const vaccines = {
      manifest: '/releases/vaccines/0.1.0-abc/mf-manifest.json',
      label: 'Vacunas',
      mounts: [{ path: 'vaccines', area: 'main' }],
      nav: [{ label: 'Vacunas', to: '/vaccines', icon: 'syringe', order: 45, in: ['sidebar', 'bottomBar'] }],
      widgets: { order: 30 },
    };
    const config = parseRemotesConfig({ remotes: { vaccines } }, ORIGIN);
    expect(config.remotes).toEqual({
      vaccines: 'http://localhost:8080/releases/vaccines/0.1.0-abc/mf-manifest.json',
    });
    expect(config.placements.vaccines).toEqual({
      label: 'Vacunas',
      mounts: [{ path: 'vaccines', area: 'main' }],
      nav: [{ label: 'Vacunas', to: '/vaccines', icon: 'syringe', order: 45, in: ['sidebar', 'bottomBar'] }],
      widgets: { order: 30 },
    });
  });

  it.each([
    ['a bad name', { 'Bad Name': owners }],
    ['the old flat format (a string)', { owners: '/remotes/owners/mf-manifest.json' }],
    ['no label', { owners: { ...owners, label: '  ' } }],
    ['no mounts', { owners: { ...owners, mounts: [] } }],
    [
      'only unusable mounts',
      { owners: { ...owners, mounts: [{ path: '/owners', area: 'main' }, { path: 'x' }] } },
    ],
    ['null', { owners: null }],
  ])('ignores an entry with %s: the shell cannot place it', (_case, remotes) => {
    const config = parseRemotesConfig({ remotes }, ORIGIN);
    expect([config.remotes, config.placements]).toEqual([{}, {}]);
  });

  it('keeps the place of a remote whose manifest is unusable: its area shows the fallback', () => {
    const config = parseRemotesConfig({ remotes: { owners: { ...owners, manifest: 42 } } }, ORIGIN);
    expect(config.remotes).toEqual({});
    expect(config.placements).toEqual({ owners: ownersPlacement });
  });

  it('drops the nav entries and mounts it cannot use, and keeps the rest', () => {
    const config = parseRemotesConfig(
      {
        remotes: {
          owners: {
            ...owners,
            mounts: [...owners.mounts, { path: 'owners/../x', area: 'main' }, { path: 'y', area: 'admin' }],
            nav: [
              ...owners.nav,
              { label: 'Fuera', to: '//evil.example', icon: 'owner', order: 1, in: ['sidebar'] },
              { label: 'Fuera', to: 'javascript:alert(1)', icon: 'owner', order: 1, in: ['sidebar'] },
              { label: 'Sin lugar', to: '/owners', icon: 'owner', order: 1, in: ['header'] },
              { label: 'Sin orden', to: '/owners', icon: 'owner', in: ['sidebar'] },
            ],
            widgets: { order: 'first' },
          },
        },
      },
      ORIGIN,
    );
    expect(config.placements).toEqual({ owners: ownersPlacement });
  });

  it('keeps the permission a mount, a link or a widget slot names, and drops one it cannot read', () => {
    const guarded = (permission: unknown) => ({
      manifest: '/remotes/lab/mf-manifest.json',
      label: 'Laboratorio',
      mounts: [{ path: 'patients/:patientId/lab-exams', area: 'main', permission }],
      nav: [{ label: 'Exámenes', to: '/lab', icon: 'flask', order: 45, in: ['sidebar'], permission }],
      widgets: { order: 30, permission },
    });
    expect(parseRemotesConfig({ remotes: { lab: guarded('lab.read') } }, ORIGIN).placements.lab).toEqual({
      label: 'Laboratorio',
      mounts: [{ path: 'patients/:patientId/lab-exams', area: 'main', permission: 'lab.read' }],
      nav: [
        { label: 'Exámenes', to: '/lab', icon: 'flask', order: 45, in: ['sidebar'], permission: 'lab.read' },
      ],
      widgets: { order: 30, permission: 'lab.read' },
    });
    // A guard it cannot read never opens what it guards: the mount, the link and the slot are left out.
    for (const permission of [42, '', 'Lab Read', ['lab.read']])
      expect(parseRemotesConfig({ remotes: { lab: guarded(permission) } }, ORIGIN).placements).toEqual({});
  });

  it('keeps a link’s badge when it is an address of this origin’s API, and drops only the badge otherwise', () => {
    const withBadge = (badge: unknown) => ({
      remotes: { owners: { ...owners, nav: [{ ...owners.nav[0], badge }] } },
    });
    const navOf = (badge: unknown) => parseRemotesConfig(withBadge(badge), ORIGIN).placements.owners?.nav;
    expect(navOf('/api/notifications/count')).toEqual([
      { ...ownersPlacement.nav[0], badge: '/api/notifications/count' },
    ]);
    expect(navOf('/api/owner_reminders/pending-count/')).toEqual([
      { ...ownersPlacement.nav[0], badge: '/api/owner_reminders/pending-count/' },
    ]);
    for (const badge of [
      'https://evil.example/api/notifications/count',
      '//evil.example/api/notifications/count',
      '/notifications/count',
      '/apinotifications/count',
      '/api/',
      '/api',
      '/api//notifications',
      '/api/notifications/count?clinic=c1',
      '/api/../auth/user',
      'javascript:alert(1)',
      '',
      3,
      ['/api/notifications/count'],
    ])
      expect([badge, navOf(badge)]).toEqual([badge, ownersPlacement.nav]);
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
    ['a file without "remotes"', { owners: '/remotes/owners/mf-manifest.json' }],
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
      'GET /remotes.json': { status: 200, body: { remotes: { owners } } },
    });
    await expect(fetchRemotesConfig()).resolves.toEqual({
      remotes: { owners: 'http://localhost:8080/remotes/owners/mf-manifest.json' },
      placements: { owners: ownersPlacement },
      overrideOrigins: [],
    });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });
  });

  it('fails clearly when it cannot be read', async () => {
    fakeApi({ 'GET /remotes.json': { status: 503, body: { msg: 'x' } } });
    await expect(fetchRemotesConfig()).rejects.toThrow(new RemotesFileError('remotes.json respondió 503'));
  });

  it('says the file is unusable when it is not JSON', async () => {
    jest.spyOn(window, 'fetch').mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(fetchRemotesConfig()).rejects.toBeInstanceOf(RemotesFileError);
  });
});
