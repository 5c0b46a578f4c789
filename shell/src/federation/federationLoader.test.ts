// The browser loader, with the federation runtime replaced (it needs a real bundle to load).
import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { createFederationLoader } from './federationLoader';
import { RemoteLoadError } from './RemoteLoadError';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedPreload = jest.mocked(preloadRemote);
const mockedRegister = jest.mocked(registerRemotes);

afterEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadRemote).mockReset();
});

const manifest = { owners: 'http://localhost:8080/remotes/owners/mf-manifest.json' };
const labA = 'http://cdn.test/lab/1.0.0-a/mf-manifest.json';
const labB = 'http://cdn.test/lab/1.0.0-b/mf-manifest.json';
const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk 264 failed.'), { name: 'ChunkLoadError' });

it('adds the shell’s plugin to the federation runtime once', () => {
  createFederationLoader(async () => manifest);
  createFederationLoader(async () => manifest);
  const plugins = jest.mocked(registerPlugins).mock.calls.flatMap(([list]) => list);
  expect(plugins.map((plugin) => plugin?.name)).toEqual(['vet-shell']);
});

describe('federation loader', () => {
  it('registers the remotes once and loads "<name>/module"', async () => {
    const readManifest = jest.fn(async () => manifest);
    mockedLoadRemote.mockResolvedValue({ default: 'owners module' });
    const { load } = createFederationLoader(readManifest);
    await expect(load('owners')).resolves.toEqual({ default: 'owners module' });
    await load('owners');
    expect(readManifest).toHaveBeenCalledTimes(1);
    expect(mockedRegister).toHaveBeenCalledTimes(1);
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'owners', entry: manifest.owners }]);
    expect(mockedLoadRemote).toHaveBeenCalledWith('owners/module');
  });

  it('after a failure, registers that remote again with force so the runtime fetches it afresh', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValue({ default: 'ok' });
    const { load } = createFederationLoader(async () => manifest);
    await expect(load('owners')).rejects.toThrow('RUNTIME-003');
    await expect(load('owners')).resolves.toEqual({ default: 'ok' });
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'owners', entry: manifest.owners }], {
      force: true,
    });
  });

  it('reads remotes.json again when it could not be read before', async () => {
    const readManifest = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(manifest);
    mockedLoadRemote.mockResolvedValue({ default: 'ok' });
    const { load } = createFederationLoader(readManifest);
    await expect(load('owners')).rejects.toThrow('offline');
    await expect(load('owners')).resolves.toEqual({ default: 'ok' });
    expect(readManifest).toHaveBeenCalledTimes(2);
  });

  it('fails for a remote remotes.json does not declare', async () => {
    const { load } = createFederationLoader(async () => manifest);
    await expect(load('lab')).rejects.toThrow('remotes.json no declara el módulo "lab"');
  });

  it('treats an empty answer from the runtime as a failure', async () => {
    mockedLoadRemote.mockResolvedValue(null);
    const { load } = createFederationLoader(async () => manifest);
    await expect(load('owners')).rejects.toThrow('El módulo "owners" no respondió');
  });
});

describe('preload', () => {
  it("preloads the remote's ./module files once, without loading (running) it", async () => {
    mockedPreload.mockResolvedValue(undefined);
    const { preload } = createFederationLoader(async () => manifest);
    await preload('owners');
    await preload('owners');
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'owners', entry: manifest.owners }]);
    expect(mockedPreload).toHaveBeenCalledTimes(1);
    expect(mockedPreload).toHaveBeenCalledWith([{ nameOrAlias: 'owners', exposes: ['./module'] }]);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('after a failed preload, the real load registers the remote afresh, and a later preload tries again', async () => {
    mockedPreload.mockRejectedValueOnce(new Error('preloadRemote failed to load 1 resource(s).'));
    mockedLoadRemote.mockResolvedValue({ default: 'ok' });
    const { load, preload } = createFederationLoader(async () => manifest);
    await expect(preload('owners')).rejects.toThrow('preloadRemote failed');
    await expect(load('owners')).resolves.toEqual({ default: 'ok' });
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'owners', entry: manifest.owners }], {
      force: true,
    });
    await preload('owners');
    expect(mockedPreload).toHaveBeenCalledTimes(2);
  });
});

describe('compatibility', () => {
  it('checks the remote against this shell before its entry runs, and stops there when it cannot run', async () => {
    const refusal = new RemoteLoadError(
      'owners',
      'incompatible',
      'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
    );
    const checkCompatibility = jest.fn().mockRejectedValue(refusal);
    const { load } = createFederationLoader(async () => manifest, { checkCompatibility });
    await expect(load('owners')).rejects.toBe(refusal);
    expect(checkCompatibility).toHaveBeenCalledWith('owners', manifest.owners);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});

describe('an open tab after a release or a rollback', () => {
  it('entryChanged reads remotes.json afresh; the next load registers the new build with force', async () => {
    const refreshManifest = jest.fn(async () => ({ lab: labB }));
    mockedLoadRemote.mockResolvedValue({ default: 'lab' });
    const loader = createFederationLoader(async () => ({ lab: labA }), { refreshManifest });
    await loader.load('lab');
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'lab', entry: labA }]);

    await expect(loader.entryChanged('lab')).resolves.toBe(true);
    await loader.load('lab');
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'lab', entry: labB }], { force: true });
    await expect(loader.entryChanged('lab')).resolves.toBe(false);
  });

  it('entryChanged is false for a remote never loaded, without reading remotes.json', async () => {
    const refreshManifest = jest.fn(async () => ({ lab: labB }));
    const loader = createFederationLoader(async () => ({ lab: labA }), { refreshManifest });
    await expect(loader.entryChanged('lab')).resolves.toBe(false);
    expect(refreshManifest).not.toHaveBeenCalled();
  });

  it('retries a ChunkLoadError once, against remotes.json read again', async () => {
    const refreshManifest = jest.fn(async () => ({ lab: labB }));
    mockedLoadRemote.mockRejectedValueOnce(chunkLoadError()).mockResolvedValue({ default: 'lab B' });
    const loader = createFederationLoader(async () => ({ lab: labA }), { refreshManifest });
    await expect(loader.load('lab')).resolves.toEqual({ default: 'lab B' });
    expect(refreshManifest).toHaveBeenCalledTimes(1);
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'lab', entry: labB }], { force: true });
  });

  it('drops the old build’s loaded chunks before another build of the remote loads', async () => {
    const global = globalThis as Record<string, unknown>;
    global.rspackChunklab = [[[264], {}]];
    mockedLoadRemote.mockResolvedValue({ default: 'lab' });
    const loader = createFederationLoader(async () => ({ lab: labA }), {
      refreshManifest: async () => ({ lab: labB }),
    });
    await loader.load('lab');
    expect(global.rspackChunklab).toBeDefined();
    await loader.entryChanged('lab');
    await loader.load('lab');
    expect(global.rspackChunklab).toBeUndefined();
  });

  it('drops a shared module whose loading for the old build failed, and keeps the rest', async () => {
    const failed = Promise.reject(new Error('Loading chunk 145 failed.'));
    failed.catch(() => {});
    const versions: Record<string, object> = {
      '7.92.0': { from: 'lab', loaded: false, loading: failed },
      '7.91.0': { from: 'lab', loaded: false, loading: new Promise(() => {}) },
      '7.90.0': { from: 'lab', loaded: true },
      '7.89.0': { from: 'owners', loaded: false, loading: failed },
    };
    (globalThis as Record<string, unknown>).__FEDERATION__ = {
      __SHARE__: { shell: { default: { 'react-hook-form': versions } } },
    };
    mockedLoadRemote.mockResolvedValue({ default: 'lab' });
    const loader = createFederationLoader(async () => ({ lab: labA }));
    await loader.load('lab');
    loader.forget('lab');
    await loader.load('lab');
    expect(Object.keys(versions).sort()).toEqual(['7.89.0', '7.90.0', '7.91.0']);
    delete (globalThis as Record<string, unknown>).__FEDERATION__;
  });

  it('gives up after that one retry', async () => {
    mockedLoadRemote.mockRejectedValue(chunkLoadError());
    const loader = createFederationLoader(async () => ({ lab: labA }), {
      refreshManifest: async () => ({ lab: labA }),
    });
    await expect(loader.load('lab')).rejects.toThrow('Loading chunk 264 failed.');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });
});
