import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { reportRemoteFailure } from './reportRemoteFailure';
import { RemoteLoadError } from './RemoteLoadError';

afterEach(() => jest.restoreAllMocks());

it('tells the console and the server which remote was refused and why, and nothing else', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { sent } = fakeApi({ 'POST /client-events': { status: 204 } });
  const refusal = new RemoteLoadError(
    'lab',
    'incompatible',
    'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
  );
  reportRemoteFailure(refusal);
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(consoleError).toHaveBeenCalledWith(
    '[shell] Módulo no compatible: lab requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
    refusal,
  );
  expect(sent).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: '/client-events',
      body: {
        type: 'remote-incompatible',
        remote: 'lab',
        reason: 'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
      },
    }),
  ]);
});

it('gives the runtime’s own words for a remote that could not be fetched', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { sent } = fakeApi({});
  const cause = new Error('http://cdn.test/lab/1/mf-manifest.json no respondió en 15 s');
  reportRemoteFailure(
    new RemoteLoadError('lab', 'unavailable', 'No se pudo cargar el módulo de Laboratorio.', { cause }),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent[0].body).toEqual({ type: 'remote-unavailable', remote: 'lab', reason: cause.message });
});

it('sends a reason of several lines as one, which the server accepts', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { sent } = fakeApi({});
  const cause = new Error('Failed to fetch\n  at http://cdn.test/lab/1/mf-manifest.json\r\n\t(reintentado)');
  reportRemoteFailure(
    new RemoteLoadError('lab', 'unavailable', 'No se pudo cargar el módulo de Laboratorio.', { cause }),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent[0].body).toEqual({
    type: 'remote-unavailable',
    remote: 'lab',
    reason: 'Failed to fetch at http://cdn.test/lab/1/mf-manifest.json (reintentado)',
  });
});
