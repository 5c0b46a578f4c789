import { REMOTE_CONTRACT_VERSION, type RemoteHost } from '@vet/shared-ui';
import { createRemoteRegistry } from './remoteRegistry';
import { RemoteLoadError } from './RemoteLoadError';
import { LoadTimeoutError } from './loadTimeout';
import { fakeRemote } from '../test/fakeRemote';
import { rememberProductPlacements } from '../test/placements';

// The error messages name the module as remotes.json does.
rememberProductPlacements();

const host: RemoteHost = { injectSlice: jest.fn(), addMiddleware: jest.fn() };

describe('remote registry', () => {
  it('loads a remote once, registers it once, for every caller', async () => {
    const register = jest.fn();
    const loadModule = jest.fn(async () => ({ default: fakeRemote('owners', {}, { register }) }));
    const registry = createRemoteRegistry({ loadModule, host, backoffMs: 0 });
    const [a, b] = await Promise.all([registry.load('owners'), registry.load('owners')]);
    await registry.load('owners');
    expect(a).toBe(b);
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(host);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('retries twice, then succeeds', async () => {
    const loadModule = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(fakeRemote('lab', {}));
    const registry = createRemoteRegistry({ loadModule, host, backoffMs: 0 });
    await expect(registry.load('lab')).resolves.toMatchObject({ name: 'lab' });
    expect(loadModule).toHaveBeenCalledTimes(3);
  });

  it('gives up after two retries with a Spanish "unavailable" error, and loads again after retry()', async () => {
    const loadModule = jest.fn().mockRejectedValue(new Error('404'));
    const registry = createRemoteRegistry({ loadModule, host, backoffMs: 0 });
    const failure = registry.load('grooming');
    await expect(failure).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'No se pudo cargar el módulo de Peluquería.',
    });
    // Until retry(), the same failed promise (React's use() reads it again to get the error).
    expect(registry.load('grooming')).toBe(failure);

    loadModule.mockResolvedValue(fakeRemote('grooming', {}));
    registry.retry('grooming');
    await expect(registry.load('grooming')).resolves.toMatchObject({ name: 'grooming' });
  });

  it('waits a little longer before each retry', async () => {
    jest.useFakeTimers();
    try {
      const loadModule = jest
        .fn()
        .mockRejectedValueOnce(new Error('x'))
        .mockRejectedValueOnce(new Error('x'))
        .mockResolvedValue(fakeRemote('lab', {}));
      const registry = createRemoteRegistry({ loadModule, host, backoffMs: 100 });
      const loaded = registry.load('lab');
      await jest.advanceTimersByTimeAsync(99);
      expect(loadModule).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(loadModule).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(200);
      expect(loadModule).toHaveBeenCalledTimes(3);
      await expect(loaded).resolves.toMatchObject({ name: 'lab' });
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [
      'another contract version',
      { ...fakeRemote('owners', {}), contractVersion: REMOTE_CONTRACT_VERSION + 1 },
      `usa la versión ${REMOTE_CONTRACT_VERSION + 1} del contrato; este sistema usa la ${REMOTE_CONTRACT_VERSION}`,
    ],
    ['another remote', fakeRemote('patients', {}), 'se presenta como "patients"'],
    [
      'no routes',
      { contractVersion: REMOTE_CONTRACT_VERSION, name: 'owners', register() {} },
      'no declara sus rutas',
    ],
    [
      'no register',
      { contractVersion: REMOTE_CONTRACT_VERSION, name: 'owners', routes: {} },
      'no tiene paso de registro',
    ],
    [
      'nothing',
      undefined,
      `no indica la versión del contrato; este sistema usa la ${REMOTE_CONTRACT_VERSION}`,
    ],
  ])(
    'refuses a module with %s as incompatible, with its reason, without retrying',
    async (_case, exposed, reason) => {
      const loadModule = jest.fn(async () => exposed);
      const onFailure = jest.fn();
      const registry = createRemoteRegistry({ loadModule, host, backoffMs: 0, onFailure });
      const error = await registry.load('owners').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RemoteLoadError);
      expect(error).toMatchObject({ kind: 'incompatible', message: reason });
      expect(loadModule).toHaveBeenCalledTimes(1);
      expect(onFailure).toHaveBeenCalledWith(error);
    },
  );

  it('reads the runtime’s refusal of a shared version as incompatible, without retrying', async () => {
    const loadModule = jest
      .fn()
      .mockRejectedValue(
        new Error(
          'Version 0.2.0 from shell of shared singleton module @vet/shared-ui does not satisfy the requirement of lab which needs ^0.3.0)',
        ),
      );
    const registry = createRemoteRegistry({ loadModule, host, backoffMs: 0, onFailure: jest.fn() });
    await expect(registry.load('lab')).rejects.toMatchObject({
      kind: 'incompatible',
      message: 'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
    });
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('does not retry a load cut by the timeout: the vet has waited long enough', async () => {
    const loadModule = jest.fn().mockRejectedValue(new LoadTimeoutError('http://cdn/lab/mf-manifest.json'));
    const onFailure = jest.fn();
    const registry = createRemoteRegistry({ loadModule, host, backoffMs: 0, onFailure });
    await expect(registry.load('lab')).rejects.toMatchObject({ kind: 'unavailable' });
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('adds no retries to a ChunkLoadError (the loader tried once more against remotes.json)', async () => {
    const chunk = Object.assign(new Error('Loading chunk 264 failed.'), { name: 'ChunkLoadError' });
    const loadModule = jest.fn().mockRejectedValue(chunk);
    const registry = createRemoteRegistry({ loadModule, host, backoffMs: 0, onFailure: jest.fn() });
    await expect(registry.load('lab')).rejects.toMatchObject({ kind: 'unavailable', cause: chunk });
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('tells onFailure once per failed load, after the retries', async () => {
    const onFailure = jest.fn();
    const registry = createRemoteRegistry({
      loadModule: jest.fn().mockRejectedValue(new Error('404')),
      host,
      backoffMs: 0,
      onFailure,
    });
    await registry.load('lab').catch(() => {});
    await Promise.resolve();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0][0]).toMatchObject({ remote: 'lab', kind: 'unavailable' });
  });

  it('treats a failing register() as an incompatible module', async () => {
    const register = () => {
      throw new Error('reducerPath taken');
    };
    const registry = createRemoteRegistry({
      loadModule: async () => fakeRemote('owners', {}, { register }),
      host,
    });
    await expect(registry.load('owners')).rejects.toMatchObject({
      kind: 'incompatible',
      message: 'falló al registrarse en la aplicación',
    });
  });
});

describe('preload', () => {
  it('asks the preloader for a remote not loaded yet, and never for one already loading', async () => {
    const preloadModule = jest.fn(async () => {});
    const registry = createRemoteRegistry({
      loadModule: async () => fakeRemote('owners', {}),
      preloadModule,
      host,
    });
    registry.preload('lab');
    await registry.load('owners');
    registry.preload('owners');
    await Promise.resolve();
    expect(preloadModule.mock.calls).toEqual([['lab']]);
  });

  it('swallows a preloader that rejects or throws, and the load that follows still works', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const preloadModule = jest
        .fn()
        .mockRejectedValueOnce(new Error('404'))
        .mockImplementationOnce(() => {
          throw new Error('sync');
        });
      const registry = createRemoteRegistry({
        loadModule: async () => fakeRemote('lab', {}),
        preloadModule,
        host,
      });
      expect(() => registry.preload('lab')).not.toThrow();
      expect(() => registry.preload('grooming')).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloadModule).toHaveBeenCalledTimes(2);
      await expect(registry.load('lab')).resolves.toMatchObject({ name: 'lab' });
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('revalidate: an open tab follows a release or a rollback', () => {
  it('drops a loaded build when remotes.json names another one, and the next load fetches it', async () => {
    const v1 = fakeRemote('lab', {});
    const v2 = fakeRemote('lab', {});
    const loadModule = jest.fn().mockResolvedValueOnce(v1).mockResolvedValueOnce(v2);
    const entryChanged = jest.fn(async () => true);
    const registry = createRemoteRegistry({ loadModule, entryChanged, host, backoffMs: 0 });
    const listener = jest.fn();
    registry.subscribe(listener);

    await expect(registry.load('lab')).resolves.toBe(v1);
    await registry.revalidate('lab');
    expect(registry.generation('lab')).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    await expect(registry.load('lab')).resolves.toBe(v2);
  });

  it('keeps the build when remotes.json names the same one, or cannot be read', async () => {
    const loadModule = jest.fn(async () => fakeRemote('lab', {}));
    const entryChanged = jest.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('offline'));
    const registry = createRemoteRegistry({ loadModule, entryChanged, host, backoffMs: 0 });
    const loaded = await registry.load('lab');
    await registry.revalidate('lab');
    await registry.revalidate('lab');
    expect(registry.generation('lab')).toBe(0);
    await expect(registry.load('lab')).resolves.toBe(loaded);
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('does not ask while the first load is on its way (it has just read remotes.json)', async () => {
    const entryChanged = jest.fn(async () => true);
    const registry = createRemoteRegistry({
      loadModule: () => new Promise(() => {}),
      entryChanged,
      host,
    });
    void registry.load('lab');
    await registry.revalidate('lab');
    await registry.revalidate('owners');
    expect(entryChanged).not.toHaveBeenCalled();
  });

  it('registers each build with the host’s view for that remote', async () => {
    const register = jest.fn();
    const ownView: RemoteHost = { injectSlice: jest.fn(), addMiddleware: jest.fn() };
    const forRemote = jest.fn(() => ownView);
    const registry = createRemoteRegistry({
      loadModule: async () => fakeRemote('lab', {}, { register }),
      host: { ...host, forRemote },
    });
    await registry.load('lab');
    expect(forRemote).toHaveBeenCalledWith('lab');
    expect(register).toHaveBeenCalledWith(ownView);
  });

  it('reload() drops even a build remotes.json still names, after reading it again, and the loader forgets it', async () => {
    const v1 = fakeRemote('grooming', {});
    const v2 = fakeRemote('grooming', {});
    const loadModule = jest.fn().mockResolvedValueOnce(v1).mockResolvedValueOnce(v2);
    const entryChanged = jest.fn(async () => false);
    const forgetBuild = jest.fn();
    const registry = createRemoteRegistry({ loadModule, entryChanged, forgetBuild, host, backoffMs: 0 });
    await registry.load('grooming');
    await registry.reload('grooming');
    expect(entryChanged).toHaveBeenCalledWith('grooming');
    expect(forgetBuild).toHaveBeenCalledWith('grooming');
    expect(registry.generation('grooming')).toBe(1);
    await expect(registry.load('grooming')).resolves.toBe(v2);
  });
});
