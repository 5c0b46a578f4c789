// The browser loader, with the federation runtime replaced (it needs a real bundle to load).
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFederationLoader } from './federationLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedPreload = jest.mocked(preloadRemote);
const mockedRegister = jest.mocked(registerRemotes);

afterEach(() => {
  jest.clearAllMocks();
});

const manifest = { owners: 'http://localhost:8080/remotes/owners/mf-manifest.json' };

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
