// The shell's plugin for the federation runtime: timeouts on the manifest and the entry, and the
// runtime's version refusals turned into «Módulo no compatible».
import { shellFederationPlugin } from './federationPlugin';
import { isLoadTimeout, LOAD_TIMEOUT_MS, LoadTimeoutError } from './loadTimeout';
import { RemoteLoadError } from './RemoteLoadError';

type Hook = (...args: unknown[]) => unknown;
const plugin = shellFederationPlugin() as unknown as Record<string, Hook>;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('gives up on a manifest that never answers after LOAD_TIMEOUT_MS', async () => {
  jest.useFakeTimers();
  jest.spyOn(window, 'fetch').mockImplementation(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      }),
  );
  const answer = (plugin.fetch('http://cdn.test/lab/1/mf-manifest.json', {}) as Promise<Response>).catch(
    (error: unknown) => error,
  );
  await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
  let settled = false;
  void answer.then(() => (settled = true));
  await Promise.resolve();
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  const error = await answer;
  expect(error).toBeInstanceOf(LoadTimeoutError);
  expect(isLoadTimeout(new Error(`RUNTIME-003 ${String(error)}`))).toBe(true);
});

it('gives the remote entry’s script the same timeout', () => {
  expect(plugin.createScript({ url: 'http://cdn.test/lab/1/remoteEntry.js', attrs: {} })).toEqual({
    timeout: LOAD_TIMEOUT_MS,
  });
  // A preloaded chunk with its attributes is left to the SDK, which applies them.
  expect(
    plugin.createScript({ url: 'http://cdn.test/lab/1/264.js', attrs: { crossorigin: 'anonymous' } }),
  ).toBeUndefined();
  expect(isLoadTimeout(new Error('ScriptNetworkError: Script "http://cdn.test/x.js" timed out.'))).toBe(true);
});

it('turns the runtime’s refusal of a shared version into «Módulo no compatible» for that remote', async () => {
  const runtime = new Error(
    'Version 0.2.0 from shell of shared singleton module @vet/shared-ui does not satisfy the requirement of lab which needs ^0.3.0)',
  );
  const refusal = await Promise.resolve(
    plugin.errorLoadRemote({ id: 'lab/module', error: runtime, from: 'runtime', lifecycle: 'onLoad' }),
  ).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(RemoteLoadError);
  expect(refusal).toMatchObject({
    remote: 'lab',
    kind: 'incompatible',
    message: 'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
  });
});

it('leaves any other failure to the runtime', async () => {
  await expect(
    plugin.errorLoadRemote({ id: 'lab/module', error: new Error('Failed to fetch'), lifecycle: 'onLoad' }),
  ).resolves.toBeUndefined();
});
