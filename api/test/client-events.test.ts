import { capturingLogger } from './helpers/logger.js';
import { startTestApp, type TestApp } from './helpers/app.js';

/**
 * Issue #23: a browser that refuses a remote («Módulo no compatible») or cannot load it tells the
 * server, which logs one warning line: the remote, the kind and the reason, nothing about the sender.
 * No session needed, small bodies only, and a flood from one address is cut.
 */
describe('POST /api/client-events', () => {
  let t: TestApp;
  let logs: ReturnType<typeof capturingLogger>;
  beforeAll(async () => {
    logs = capturingLogger();
    t = await startTestApp({ logger: logs.logger });
  });
  afterAll(() => t?.close());

  const send = (payload: unknown, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/client-events', payload: payload as object, remoteAddress });

  const refusal = {
    type: 'remote-incompatible',
    remote: 'lab',
    reason: 'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
  };

  it('logs one warning naming the remote and the reason, without the sender’s address', async () => {
    const res = await send(refusal);
    expect(res.statusCode).toBe(204);
    const line = logs
      .lines()
      .find((l) => (l.clientEvent as { remote?: string } | undefined)?.remote === 'lab');
    expect(line).toMatchObject({
      level: 40,
      msg: 'Un navegador rechazó el módulo lab: requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
      clientEvent: refusal,
    });
    expect(JSON.stringify(line)).not.toContain('203.0.113.7');
  });

  it.each([
    ['an unknown type', { ...refusal, type: 'anything' }, 'Valor no permitido'],
    ['a reason over 300 characters', { ...refusal, reason: 'x'.repeat(301) }, 'Máximo 300 caracteres'],
    ['a reason on two lines', { ...refusal, reason: 'uno\ndos' }, 'Formato no válido'],
    ['a remote name that is no name', { ...refusal, remote: '../../etc' }, 'Formato no válido'],
  ])('refuses %s with 400 and a Spanish message', async (_case, payload, msg) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg });
  });

  it('keeps a field it does not know out of the log', async () => {
    const res = await send({ ...refusal, remote: 'grooming', email: 'ana@example.com' });
    expect(res.statusCode).toBe(204);
    expect(logs.text()).not.toContain('ana@example.com');
  });

  it('refuses a body over 2 KiB', async () => {
    const res = await send({ ...refusal, reason: 'x'.repeat(4000) });
    expect(res.statusCode).toBe(413);
  });

  it('cuts a flood from one address with 429, and another address still reports', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await send(refusal, '198.51.100.9')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await send(refusal, '198.51.100.10')).statusCode).toBe(204);
  });
});
