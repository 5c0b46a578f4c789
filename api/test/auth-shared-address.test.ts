import { useTestApp } from './helpers/app.js';
import { postFrom, signUp } from './helpers/http.js';

/**
 * Issue 22, finding 2: a clinic's vets share one public address (or one proxy). What others do from
 * it must not lock out a vet who signed in from there before, neither at login nor for mails.
 */
const WINDOW = 15 * 60_000;
const limits = {
  loginPerIp: { name: 'login-ip', max: 6, windowMs: WINDOW },
  mailPerIp: { name: 'mail-ip', max: 4, windowMs: WINDOW },
};

describe('one shared address does not lock out the vets known there', () => {
  const t = useTestApp({ auth: { limits } });

  // Each test at its own clinic: a ceiling reached in one must not decide the next.
  let clinic = '';
  let clinics = 0;
  beforeEach(() => {
    clinic = `10.22.0.${++clinics}`;
  });
  const login = (email: string, password: string) =>
    postFrom(t.app, clinic, '/api/auth/login', { email, password });

  it('wrong passwords on random e-mails from the clinic: a vet who signed in there before still gets in', async () => {
    const vet = await signUp(t);
    expect((await login(vet.email, vet.password)).status).toBe(200); // yesterday, at the clinic
    for (let i = 0; i < limits.loginPerIp.max; i++)
      expect((await login(`azar${i}@clinica.test`, 'adivina123')).status).toBe(401);
    // The address's ceiling is reached: a guess at another account from it waits…
    const refused = await login('azar-otra@clinica.test', 'adivina123');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^Demasiados intentos\. Inténtalo de nuevo en \d+ minutos\.$/);
    // …but the vet known at this address signs in, and a typo is a typo, not a lock-out.
    expect((await login(vet.email, 'me-equivoque')).status).toBe(401);
    expect((await login(vet.email, vet.password)).status).toBe(200);
  });

  it('mail requests from the clinic: the ceiling does not stop a vet known there from resetting', async () => {
    const vet = await signUp(t);
    expect((await login(vet.email, vet.password)).status).toBe(200);
    for (let i = 0; i < limits.mailPerIp.max; i++)
      expect(
        (await postFrom(t.app, clinic, '/api/auth/forgot-password', { email: `correo${i}@clinica.test` }))
          .status,
      ).toBe(200);
    expect(
      (await postFrom(t.app, clinic, '/api/auth/forgot-password', { email: 'otro@clinica.test' })).status,
    ).toBe(429);
    const mine = await postFrom(t.app, clinic, '/api/auth/forgot-password', { email: vet.email });
    expect(mine.status).toBe(200);
    expect((await t.mailsTo(vet.email)).at(-1)?.subject).toBe('VetClinic: restablece tu contraseña');
  });
});
