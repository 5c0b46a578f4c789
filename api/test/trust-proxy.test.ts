import { loadConfig } from '../src/config.js';
import { startTestApp, type TestApp } from './helpers/app.js';

describe('TRUST_PROXY: a hop count or the proxies’ addresses, never «true»', () => {
  it('reads a hop count, a list of addresses and networks, or nothing', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/24,::1,fd00::/8 loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/24',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses «true» in Spanish and English, saying what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new RegExp(
          `TRUST_PROXY="${value}" confiaría en la dirección que escribe el propio cliente: escribe cuántos proxies hay delante \\(p\\. ej\\. 1\\)[^]*TRUST_PROXY="${value}" would trust the address the client itself writes: write how many proxies`,
        ),
      );
    }
  });

  it('refuses what is neither a hop count nor an address or network', () => {
    for (const value of ['10.0.0.300', '10.0.0.0/33', 'proxy.local', '-1', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/usa un entero entre 0 y 20/);
  });
});

describe('behind one proxy, the limits key on the address the proxy saw', () => {
  const limits = { codePerIp: { name: 'code-ip', max: 3, windowMs: 60_000 } };
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      auth: { limits },
      extra: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
    });
  });
  afterAll(() => t.close());

  // The proxy (10.9.0.1) appends the address it saw; whatever is left of it the client wrote.
  const wrongCode = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-account',
      payload: { token: '000000' },
      remoteAddress: '10.9.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('a client that forges a new X-Forwarded-For for every guess is still one address', async () => {
    for (let i = 0; i < 3; i++)
      expect((await wrongCode(`198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(400);
    const refused = await wrongCode('198.51.100.99, 203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/^Demasiados intentos/);
    // Another client behind the same proxy is its own address, not held back.
    expect((await wrongCode('203.0.113.8')).statusCode).toBe(400);
  });
});
