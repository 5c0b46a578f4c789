// Start-up, before the app runs: the override parameters leave the address, remotes.json is read once
// and the first screen's remote files are preloaded (never run here).
import { setToken } from '@vet/shared-ui';
import type { FederationLoader } from './federationLoader';
import type { RemotesManifest } from './remotesManifest';
import { firstScreenRemotes, startFederation } from './startup';
import { OVERRIDES_STORAGE_KEY } from './overrides/overrideStorage';
import { productPlacements } from '../test/placements';

const STAGING_LAB = 'http://127.0.0.1:8090/lab/0.1.0-abc/mf-manifest.json';
const remotesJson = {
  remotes: {
    auth: {
      manifest: '/remotes/auth/mf-manifest.json',
      label: 'Autenticación',
      mounts: [{ path: 'auth', area: 'auth' }],
    },
    owners: {
      manifest: '/remotes/owners/mf-manifest.json',
      label: 'Propietarios',
      mounts: [{ path: 'owners', area: 'main' }],
    },
    lab: {
      manifest: '/remotes/lab/mf-manifest.json',
      label: 'Laboratorio',
      mounts: [{ path: 'patients/:patientId/lab-exams', area: 'main' }],
    },
  },
  overrideOrigins: ['http://127.0.0.1:8090'],
};

// The preloads wait for remotes.json (it says which remote a path opens): let its read settle.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeLoader() {
  let readManifest: () => Promise<RemotesManifest> = async () => ({});
  const loader = {
    load: jest.fn(),
    preload: jest.fn(async () => {}),
    entryChanged: jest.fn(async () => false),
    forget: jest.fn(),
  } satisfies FederationLoader;
  const createLoader = jest.fn((read: () => Promise<RemotesManifest> = readManifest) => {
    readManifest = read;
    return loader;
  });
  return { loader, createLoader, readManifest: () => readManifest() };
}

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(window, 'fetch').mockImplementation(async () => Response.json(remotesJson));
});
afterEach(() => {
  fetchSpy.mockRestore();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

it('signed in: takes the override out of the address, reads remotes.json once, preloads the page’s remote', async () => {
  setToken('tok-1');
  window.history.replaceState(null, '', `/owners/o1/edit?remote-lab=${encodeURIComponent(STAGING_LAB)}`);
  const { loader, createLoader, readManifest } = fakeLoader();

  const { remotesSource } = startFederation({ createLoader });

  expect(window.location.pathname + window.location.search).toBe('/owners/o1/edit');
  expect(JSON.parse(sessionStorage.getItem(OVERRIDES_STORAGE_KEY)!)).toEqual({ lab: STAGING_LAB });
  await settle();
  expect(loader.preload.mock.calls).toEqual([['owners']]);
  expect(loader.load).not.toHaveBeenCalled();
  await expect(readManifest()).resolves.toEqual({
    auth: 'http://localhost:8080/remotes/auth/mf-manifest.json',
    owners: 'http://localhost:8080/remotes/owners/mf-manifest.json',
    lab: STAGING_LAB,
  });
  expect(remotesSource.getSnapshot()?.active).toEqual([{ remote: 'lab', url: STAGING_LAB }]);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

it('without a session preloads the remote of the login screen, whatever the address', async () => {
  window.history.replaceState(null, '', '/owners');
  const { loader, createLoader } = fakeLoader();
  startFederation({ createLoader });
  await settle();
  expect(loader.preload.mock.calls).toEqual([['auth']]);
});

it('preloads nothing when remotes.json cannot be read (the start-up notice offers «Reintentar»)', async () => {
  setToken('tok-1');
  fetchSpy.mockImplementation(async () => new Response('', { status: 503 }));
  window.history.replaceState(null, '', '/owners');
  const { loader, createLoader } = fakeLoader();
  const { remotesSource } = startFederation({ createLoader });
  await expect(remotesSource.read()).rejects.toThrow('remotes.json respondió 503');
  expect(loader.preload).not.toHaveBeenCalled();
});

it('a refused override is reported once remotes.json is read', async () => {
  sessionStorage.setItem(
    OVERRIDES_STORAGE_KEY,
    JSON.stringify({ lab: 'http://evil.example/mf-manifest.json' }),
  );
  const onRefused = jest.fn();
  const { remotesSource } = startFederation({ createLoader: fakeLoader().createLoader, onRefused });
  await remotesSource.read();
  expect(onRefused).toHaveBeenCalledWith(
    expect.objectContaining({ remote: 'lab', reason: 'origin-not-allowed' }),
  );
});

describe('firstScreenRemotes', () => {
  it.each([
    ['/', true, ['patients', 'grooming']],
    ['/owners', true, ['owners']],
    ['/patients/p1/lab-exams/create', true, ['lab']],
    ['/notifications', true, []],
    ['/', false, ['auth']],
    ['/auth/register', false, ['auth']],
  ])('%s (signed in: %s) → %j', (path, signedIn, remotes) => {
    expect(firstScreenRemotes(path, signedIn, productPlacements)).toEqual(remotes);
  });

  it("follows remotes.json: a new remote's mount and dashboard slot, with no shell change", () => {
    const placements = {
      ...productPlacements,
      vaccines: {
        label: 'Vacunas',
        mounts: [{ path: 'vaccines', area: 'main' as const }],
        nav: [],
        widgets: { order: 15 },
      },
    };
    expect(firstScreenRemotes('/vaccines', true, placements)).toEqual(['vaccines']);
    expect(firstScreenRemotes('/', true, placements)).toEqual(['patients', 'vaccines', 'grooming']);
  });
});
