import { defaultAuthSettings } from '../src/auth/settings.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { newVet, postFrom, signUp, type Answer } from './helpers/http.js';

/**
 * A scripted attacker against the default limits: guessing a code or a password must be hopeless
 * (SECURITY.md). Time is the test clock: the attacker fires volleys of concurrent guesses, and on a 429
 * waits exactly the Retry-After it was given, for one hour of clock. We count the guesses the server
 * actually evaluated (every answer but 429).
 */
const HOUR_MS = 3_600_000;
const VOLLEY = 25;
const { limits } = defaultAuthSettings;
/** Guesses a rule lets through in one hour: one full allowance per window. */
const perHour = (rule: { max: number; windowMs: number }) => rule.max * Math.ceil(HOUR_MS / rule.windowMs);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(); // the real default limits
});
afterAll(() => t.close());

interface Attack {
  evaluated: number;
  refused: number;
  /** The most guesses evaluated within one volley of concurrent requests. */
  firstVolley: number;
  retryAfterMax: number;
}

async function attackForAnHour(guess: (i: number) => Promise<Answer>): Promise<Attack> {
  const result: Attack = { evaluated: 0, refused: 0, firstVolley: -1, retryAfterMax: 0 };
  const end = t.clock.now().getTime() + HOUR_MS;
  let i = 0;
  while (t.clock.now().getTime() < end) {
    const answers = await Promise.all(Array.from({ length: VOLLEY }, () => guess(i++)));
    const refused = answers.filter((a) => a.status === 429);
    for (const a of answers) expect([400, 401, 429]).toContain(a.status);
    result.evaluated += answers.length - refused.length;
    result.refused += refused.length;
    if (result.firstVolley < 0) result.firstVolley = answers.length - refused.length;
    const wait = Math.max(0, ...refused.map((a) => Number(a.headers['retry-after'])));
    result.retryAfterMax = Math.max(result.retryAfterMax, wait);
    t.clock.advance(wait > 0 ? wait * 1000 : 1000);
  }
  return result;
}

const report: string[] = [];
/** A login attempt from a given client address. */
const login = (body: { email: string; password: string }, ip: string) =>
  postFrom(t.app, ip, '/api/auth/login', body);
afterAll(() => console.log(`Fuerza bruta, intentos evaluados por hora:\n${report.join('\n')}`));

let ipCounter = 0;
const freshIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
/** Six digits that are not the live code, so no guess succeeds by chance. */
const wrongCode = (i: number, live: string) => {
  const code = String((Number(live) + 1 + i) % 1_000_000).padStart(6, '0');
  return code === live ? '000000' : code;
};

describe('password guessing', () => {
  it('one account from one address: at most loginPerAccount per window, even in concurrent volleys', async () => {
    const vet = await signUp(t);
    const attack = await attackForAnHour(() =>
      login({ email: vet.email, password: 'adivina123' }, '10.9.0.1'),
    );
    report.push(`contraseña, una cuenta, una dirección: ${attack.evaluated}`);
    expect(attack.firstVolley).toBeLessThanOrEqual(limits.loginPerAccount.max);
    expect(attack.evaluated).toBeLessThanOrEqual(perHour(limits.loginPerAccount));
    // The window ends windowMs after the attempt that opened it; a concurrent attempt whose clock
    // reading came a few ms earlier is told to wait those ms more, rounded up to the next second.
    expect(attack.retryAfterMax).toBeLessThanOrEqual(limits.loginPerAccount.windowMs / 1000 + 1);
  });

  it('one account from a new address every guess: the per-account rule still holds', async () => {
    const vet = await signUp(t);
    const attack = await attackForAnHour(() =>
      login({ email: vet.email, password: 'adivina123' }, freshIp()),
    );
    report.push(`contraseña, una cuenta, una dirección nueva por intento: ${attack.evaluated}`);
    expect(attack.evaluated).toBeLessThanOrEqual(perHour(limits.loginPerAccount));
  });

  it('many accounts from one address: at most loginPerIp per window in all', async () => {
    const attack = await attackForAnHour((i) =>
      login({ email: `victima${i}@clinica.test`, password: 'adivina123' }, '10.9.0.2'),
    );
    report.push(`contraseña, cuentas distintas, una dirección: ${attack.evaluated}`);
    expect(attack.firstVolley).toBeLessThanOrEqual(limits.loginPerIp.max);
    expect(attack.evaluated).toBeLessThanOrEqual(perHour(limits.loginPerIp));
  });

  it('the real user is locked out only until the window ends, and other accounts and addresses not at all', async () => {
    const vet = await signUp(t);
    const bystander = await signUp(t);
    for (let i = 0; i < limits.loginPerAccount.max; i++)
      await login({ email: vet.email, password: 'adivina123' }, '10.9.0.3');
    // During the window even the right password waits (else a 429 vs 200 would answer the guess).
    const locked = await login({ email: vet.email, password: vet.password }, '10.9.9.9');
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(limits.loginPerAccount.windowMs / 1000);
    // Another vet behind the attacker's own address is not affected by the per-account rule.
    expect((await login({ email: bystander.email, password: bystander.password }, '10.9.0.3')).status).toBe(
      200,
    );
    t.clock.advance(wait * 1000);
    expect((await login({ email: vet.email, password: vet.password }, '10.9.9.9')).status).toBe(200);
    report.push(`usuario legítimo bloqueado tras el ataque: ${Math.round(wait / 60)} min como máximo`);
  });
});

describe('the vet at an address it signed in from before', () => {
  it('signs in at once while an attack from elsewhere has locked the account', async () => {
    const vet = await signUp(t);
    const clinic = '10.9.7.7';
    const vetLogin = (ip: string, password: string) => login({ email: vet.email, password }, ip);
    expect((await vetLogin(clinic, vet.password)).status).toBe(200); // yesterday, at the clinic
    for (let i = 0; i < limits.loginPerAccount.max; i++)
      expect((await vetLogin(freshIp(), 'adivina123')).status).toBe(401);
    expect((await vetLogin(freshIp(), 'adivina123')).status).toBe(429);
    expect((await vetLogin('10.9.7.8', vet.password)).status).toBe(429); // a new device waits for the window
    expect((await vetLogin(clinic, vet.password)).status).toBe(200); // the clinic does not
    report.push('usuario legítimo desde una dirección ya usada: entra al momento durante el ataque');
  });

  it('an attacker sharing that address has its own allowance: at most loginPerKnownAddress per window', async () => {
    const vet = await signUp(t);
    const clinic = '10.9.7.9';
    await login({ email: vet.email, password: vet.password }, clinic);
    const attack = await attackForAnHour(() => login({ email: vet.email, password: 'adivina123' }, clinic));
    report.push(`contraseña, una cuenta, desde una dirección conocida de la cuenta: ${attack.evaluated}`);
    expect(attack.firstVolley).toBeLessThanOrEqual(limits.loginPerKnownAddress.max);
    expect(attack.evaluated).toBeLessThanOrEqual(perHour(limits.loginPerKnownAddress));
  });
});

describe('code guessing', () => {
  it('a confirmation code, with the e-mail, new codes requested as they die: at most codePerAccount per window', async () => {
    const vet = newVet();
    expect((await postFrom(t.app, '10.9.1.1', '/api/auth/create-account', vet)).status).toBe(201);
    let live = await t.lastCode(vet.email);
    const attack = await attackForAnHour(async (i) => {
      const res = await postFrom(t.app, freshIp(), '/api/auth/confirm-account', {
        token: wrongCode(i, live),
        email: vet.email,
      });
      if (res.status === 400 && /ya no es válido/.test(res.body.msg)) {
        // The attacker asks for a new code (the mail limits allow a few per window).
        if (
          (await postFrom(t.app, freshIp(), '/api/auth/request-new-token', { email: vet.email })).status ===
          200
        )
          live = await t.lastCode(vet.email);
      }
      return res;
    });
    report.push(`código de confirmación, con e-mail: ${attack.evaluated}`);
    expect(attack.firstVolley).toBeLessThanOrEqual(limits.codePerAccount.max);
    expect(attack.evaluated).toBeLessThanOrEqual(perHour(limits.codePerAccount));
    // Hopeless: after a day of this, the chance of having hit one 6-digit code is under 0.1 %.
    expect((attack.evaluated * 24) / 1e6).toBeLessThan(0.001);
  });

  it('a reset code, with the e-mail: at most codePerAccount per window', async () => {
    const vet = await signUp(t);
    expect(
      (await postFrom(t.app, '10.9.2.1', '/api/auth/forgot-password', { email: vet.email })).status,
    ).toBe(200);
    const live = await t.lastCode(vet.email);
    const attack = await attackForAnHour((i) =>
      postFrom(t.app, freshIp(), '/api/auth/validate-token', { token: wrongCode(i, live), email: vet.email }),
    );
    report.push(`código de recuperación, con e-mail: ${attack.evaluated}`);
    expect(attack.evaluated).toBeLessThanOrEqual(perHour(limits.codePerAccount));
    expect((attack.evaluated * 24) / 1e6).toBeLessThan(0.001);
  });

  it('codes without the e-mail from one address: at most codePerIp per window', async () => {
    const attack = await attackForAnHour((i) =>
      postFrom(t.app, '10.9.3.1', '/api/auth/update-password/' + wrongCode(i, '123456'), {
        password: 'nueva-clave-1',
        confirmPassword: 'nueva-clave-1',
      }),
    );
    report.push(`códigos sin e-mail, una dirección: ${attack.evaluated}`);
    expect(attack.firstVolley).toBeLessThanOrEqual(limits.codePerIp.max);
    expect(attack.evaluated).toBeLessThanOrEqual(perHour(limits.codePerIp));
  });

  it('codes without the e-mail from a new address every guess: one rule bounds them all', async () => {
    const attack = await attackForAnHour((i) =>
      postFrom(t.app, freshIp(), '/api/auth/validate-token', { token: wrongCode(i, '654321') }),
    );
    report.push(`códigos sin e-mail, una dirección nueva por intento: ${attack.evaluated}`);
    expect(attack.evaluated).toBeLessThanOrEqual(perHour(limits.codeWithoutEmail));
    // Meanwhile the real user, who has the e-mail (the screens send it), is not held back.
    const vet = await signUp(t);
    await postFrom(t.app, '10.9.4.1', '/api/auth/forgot-password', { email: vet.email });
    const code = await t.lastCode(vet.email);
    expect(
      (await postFrom(t.app, '10.9.4.1', '/api/auth/validate-token', { token: code, email: vet.email }))
        .status,
    ).toBe(200);
  });
});
