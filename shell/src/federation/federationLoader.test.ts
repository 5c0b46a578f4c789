// The browser loader, with the federation runtime replaced (it needs a real bundle to load).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { createFederationLoader } from './federationLoader';
import { fetchRemotesManifest } from './remotesManifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

afterEach(() => {
  jest.clearAllMocks();
});

describe('remotes.json', () => {
  it('is read without cache and its relative URLs become absolute', async () => {
    const { fetchMock } = fakeApi({
      'GET /remotes.json': {
        status: 200,
        body: {
          owners: '/remotes/owners/mf-manifest.json',
          lab: 'https://cdn.example/lab/mf-manifest.json',
          unknown: '/x',
        },
      },
    });
    await expect(fetchRemotesManifest()).resolves.toEqual({
      owners: 'http://localhost:8080/remotes/owners/mf-manifest.json',
      lab: 'https://cdn.example/lab/mf-manifest.json',
    });
    expect(fetchMock.mock.calls[0][1]).toEqual({ cache: 'no-store' });
  });

  it('fails clearly when it cannot be read', async () => {
    fakeApi({ 'GET /remotes.json': { status: 503, body: { msg: 'x' } } });
    await expect(fetchRemotesManifest()).rejects.toThrow('remotes.json respondió 503');
  });
});

describe('federation loader', () => {
  const manifest = { owners: 'http://localhost:8080/remotes/owners/mf-manifest.json' };

  it('registers the remotes once and loads "<name>/module"', async () => {
    const readManifest = jest.fn(async () => manifest);
    mockedLoadRemote.mockResolvedValue({ default: 'owners module' });
    const load = createFederationLoader(readManifest);
    await expect(load('owners')).resolves.toEqual({ default: 'owners module' });
    await load('owners');
    expect(readManifest).toHaveBeenCalledTimes(1);
    expect(mockedRegister).toHaveBeenCalledTimes(1);
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'owners', entry: manifest.owners }]);
    expect(mockedLoadRemote).toHaveBeenCalledWith('owners/module');
  });

  it('after a failure, registers that remote again with force so the runtime fetches it afresh', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValue({ default: 'ok' });
    const load = createFederationLoader(async () => manifest);
    await expect(load('owners')).rejects.toThrow('RUNTIME-003');
    await expect(load('owners')).resolves.toEqual({ default: 'ok' });
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'owners', entry: manifest.owners }], {
      force: true,
    });
  });

  it('reads remotes.json again when it could not be read before', async () => {
    const readManifest = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(manifest);
    mockedLoadRemote.mockResolvedValue({ default: 'ok' });
    const load = createFederationLoader(readManifest);
    await expect(load('owners')).rejects.toThrow('offline');
    await expect(load('owners')).resolves.toEqual({ default: 'ok' });
    expect(readManifest).toHaveBeenCalledTimes(2);
  });

  it('fails for a remote remotes.json does not declare', async () => {
    const load = createFederationLoader(async () => manifest);
    await expect(load('lab')).rejects.toThrow('remotes.json no declara el módulo "lab"');
  });

  it('treats an empty answer from the runtime as a failure', async () => {
    mockedLoadRemote.mockResolvedValue(null);
    const load = createFederationLoader(async () => manifest);
    await expect(load('owners')).rejects.toThrow('El módulo "owners" no respondió');
  });
});
