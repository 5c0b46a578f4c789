// Start-up warm-up: what a signed-in visit will need is asked for at once, side by side; a
// visitor without a session (the login screen) fetches nothing of the main layout.
import { setToken, type RemoteModule, type RemoteName } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { makeStore } from '../store/makeStore';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import { loadDashboard, loadProtectedLayout } from './lazyScreens';
import { warmUpFirstScreen } from './warmUp';
import { productPlacements } from '../test/placements';
import type { Placements } from '../federation/placement';

jest.mock('./lazyScreens', () => ({
  loadProtectedLayout: jest.fn(() => Promise.resolve({})),
  loadDashboard: jest.fn(() => Promise.resolve({})),
}));

function fakeRegistry() {
  const load = jest.fn<Promise<RemoteModule>, [RemoteName]>(() => new Promise(() => {}));
  const registry: RemoteRegistry = {
    load,
    retry: jest.fn(),
    preload: jest.fn(),
    revalidate: jest.fn(async () => {}),
    reload: jest.fn(async () => {}),
    generation: () => 0,
    subscribe: () => () => {},
  };
  return { ...registry, load };
}

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

const ana = { _id: 'v1', name: 'Ana', lastName: 'Pérez', email: 'ana@example.com' };

it('with a session: asks for the vet, loads the page’s remote and the layout in one go', async () => {
  setToken('tok-1');
  const { sent } = fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
  const { store } = makeStore();
  const registry = fakeRegistry();

  warmUpFirstScreen(store, registry, '/owners/o1/edit', productPlacements);

  expect(registry.load).toHaveBeenCalledWith('owners');
  expect(loadProtectedLayout).toHaveBeenCalledTimes(1);
  expect(loadDashboard).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent.map((r) => `${r.method} ${r.path} ${r.headers.get('authorization')}`)).toEqual([
    'GET /auth/user Bearer tok-1',
  ]);
});

it('on "/" also loads the dashboard and the remotes of its counters', () => {
  setToken('tok-1');
  fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
  const registry = fakeRegistry();

  warmUpFirstScreen(makeStore().store, registry, '/', productPlacements);

  expect(loadDashboard).toHaveBeenCalledTimes(1);
  expect(loadProtectedLayout).toHaveBeenCalledTimes(1);
  expect(registry.load.mock.calls).toEqual([['patients'], ['grooming']]);
});

it('on an auth screen loads the auth remote only (no layout there)', () => {
  setToken('tok-1');
  fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
  const registry = fakeRegistry();

  warmUpFirstScreen(makeStore().store, registry, '/auth/login', productPlacements);

  expect(registry.load).toHaveBeenCalledWith('auth');
  expect(loadProtectedLayout).not.toHaveBeenCalled();
});

it('without a session fetches nothing: the login screen needs none of it', async () => {
  const { sent } = fakeApi({});
  const registry = fakeRegistry();

  warmUpFirstScreen(makeStore().store, registry, '/owners', productPlacements);

  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent).toHaveLength(0);
  expect(registry.load).not.toHaveBeenCalled();
  expect(loadProtectedLayout).not.toHaveBeenCalled();
});

it('a failed remote load stays quiet here: the page shows it, with Reintentar', async () => {
  setToken('tok-1');
  fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
  const registry = fakeRegistry();
  registry.load.mockReturnValue(Promise.reject(new Error('caído')));

  expect(() => warmUpFirstScreen(makeStore().store, registry, '/owners', productPlacements)).not.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 0)); // no unhandled rejection
});

it('a remote the shell has never heard of is warmed up from its placement in remotes.json', () => {
  setToken('tok-1');
  fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
  const registry = fakeRegistry();
  const placements: Placements = {
    ...productPlacements,
    vaccines: {
      label: 'Vacunas',
      mounts: [{ path: 'vaccines', area: 'main' }],
      nav: [],
      widgets: { order: 5 },
    },
  };

  warmUpFirstScreen(makeStore().store, registry, '/vaccines/v1', placements);
  warmUpFirstScreen(makeStore().store, registry, '/', placements);

  expect(registry.load.mock.calls).toEqual([['vaccines'], ['vaccines'], ['patients'], ['grooming']]);
});
