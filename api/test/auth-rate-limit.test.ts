import type { FastifyInstance } from 'fastify';
import { useTestApp } from './helpers/app.js';
import { buildApp } from '../src/app.js';
import { newVet, post, postFrom, signUp } from './helpers/http.js';

const WINDOW = 60_000;
const limits = {
  loginPerAccount: { name: 'login-account', max: 3, windowMs: WINDOW },
  loginPerIp: { name: 'login-ip', max: 6, windowMs: WINDOW },
  codePerIp: { name: 'code-ip', max: 4, windowMs: WINDOW },
  codePerAccount: { name: 'code-account', max: 3, windowMs: WINDOW },
  mailPerEmail: { name: 'mail-email', max: 2, windowMs: WINDOW },
  mailPerIp: { name: 'mail-ip', max: 100, windowMs: WINDOW },
};

function expectTooMany(res: { status: number; body: { msg?: string }; headers: Record<string, unknown> }) {
  expect(res.status).toBe(429);
  expect(res.body.msg).toMatch(/^Demasiados intentos\. Inténtalo de nuevo (en unos segundos|en 1 minuto)\.$/);
  const retry = Number(res.headers['retry-after']);
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(60);
}

describe('rate limits (429 + Retry-After)', () => {
  const t = useTestApp({ auth: { limits } });

  /** A login attempt from a client address (to t.app unless another app is named). */
  const login = (ip: string, email: string, password: string, app: FastifyInstance = t.app) =>
    postFrom(app, ip, '/api/auth/login', { email, password });
  const confirm = (ip: string, body: { token: string; email?: string }) =>
    postFrom(t.app, ip, '/api/auth/confirm-account', body);

  it('wrong passwords are limited per account, even for the right password, until the window ends', async () => {
    const vet = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await login('10.0.0.1', vet.email, 'mala-clave')).status).toBe(401);
    expectTooMany(await login('10.0.0.2', vet.email, vet.password));
    t.clock.advance(WINDOW + 1000);
    expect((await login('10.0.0.2', vet.email, vet.password)).status).toBe(200);
  });

  it('wrong passwords are limited per client address across accounts', async () => {
    const ip = '10.0.1.1';
    for (let i = 0; i < 6; i++)
      expect((await login(ip, `x${i}@clinica.test`, 'mala-clave')).status).toBe(401);
    expectTooMany(await login(ip, 'otra@clinica.test', 'mala-clave'));
    expect((await login('10.0.1.2', 'otra@clinica.test', 'mala-clave')).status).toBe(401);
  });

  it('wrong codes are limited per client address', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 4; i++) expect((await confirm(ip, { token: '000000' })).status).toBe(400);
    expectTooMany(await confirm(ip, { token: '000001' }));
    expectTooMany(await postFrom(t.app, ip, '/api/auth/validate-token', { token: '000001' }));
  });

  it('wrong codes are limited per account across new codes', async () => {
    const vet = newVet();
    await post(t.app, '/api/auth/create-account', vet);
    const code = await t.lastCode(vet.email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 3; i++)
      expect((await confirm(`10.0.3.${i}`, { token: wrong, email: vet.email })).status).toBe(400);
    expectTooMany(await confirm('10.0.3.9', { token: code, email: vet.email }));
  });

  it('mail requests are limited per address, the same way for unknown addresses', async () => {
    const vet = await signUp(t);
    const nobody = 'nadie-limite@clinica.test';
    for (const email of [vet.email, nobody]) {
      // signUp already sent one mail to vet.email in this window
      const allowed = email === vet.email ? 1 : 2;
      for (let i = 0; i < allowed; i++)
        expect((await post(t.app, '/api/auth/forgot-password', { email })).status).toBe(200);
      expectTooMany(await post(t.app, '/api/auth/forgot-password', { email }));
    }
  });

  it('counters live in PostgreSQL: a restarted server still refuses', async () => {
    const vet = await signUp(t);
    // From an address the vet never signed in from (signUp's login made 127.0.0.1 a known one).
    for (let i = 0; i < 3; i++) await login('10.0.9.1', vet.email, 'mala-clave');
    const restarted = buildApp({
      db: t.db,
      mailer: t.mailer,
      dataDir: t.dataDir,
      clock: t.clock,
      auth: { limits },
    });
    try {
      expectTooMany(await login('10.0.9.2', vet.email, vet.password, restarted));
    } finally {
      await restarted.close();
    }
  });
});

describe('default limits stay loose enough for a person', () => {
  const t = useTestApp();

  it('ten logins in a minute from one address, after a couple of typos, all succeed', async () => {
    const vet = await signUp(t);
    expect((await post(t.app, '/api/auth/login', { email: vet.email, password: 'typo-1' })).status).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email: vet.email, password: 'typo-2' })).status).toBe(401);
    for (let i = 0; i < 10; i++)
      expect(
        (await post(t.app, '/api/auth/login', { email: vet.email, password: vet.password })).status,
      ).toBe(200);
  });
});
