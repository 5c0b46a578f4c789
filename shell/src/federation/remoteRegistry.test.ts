import { REMOTE_CONTRACT_VERSION, type RemoteHost } from '@vet/shared-ui';
import { createRemoteRegistry } from './remoteRegistry';
import { RemoteLoadError } from './RemoteLoadError';
import { fakeRemote } from '../test/fakeRemote';

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
    ],
    ['another remote', fakeRemote('patients', {})],
    ['no routes', { contractVersion: REMOTE_CONTRACT_VERSION, name: 'owners', register() {} }],
    ['no register', { contractVersion: REMOTE_CONTRACT_VERSION, name: 'owners', routes: {} }],
    ['nothing', undefined],
  ])('refuses a module with %s as "Módulo no compatible", without retrying', async (_case, exposed) => {
    const loadModule = jest.fn(async () => exposed);
    const registry = createRemoteRegistry({ loadModule, host, backoffMs: 0 });
    const error = await registry.load('owners').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({
      kind: 'incompatible',
      message: expect.stringMatching(/^Módulo no compatible/),
    });
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('treats a failing register() as an incompatible module', async () => {
    const register = () => {
      throw new Error('reducerPath taken');
    };
    const registry = createRemoteRegistry({
      loadModule: async () => fakeRemote('owners', {}, { register }),
      host,
    });
    await expect(registry.load('owners')).rejects.toMatchObject({ kind: 'incompatible' });
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
