import { useTestApp } from './helpers/app.js';
import { newVet, post, signUp } from './helpers/http.js';

describe('no account enumeration', () => {
  const t = useTestApp();

  const unknown = () => `nadie.${Date.now()}.${Math.random().toString(36).slice(2)}@clinica.test`;
  const strip = (r: { status: number; body: unknown }) => ({ status: r.status, body: r.body });

  it('create-account answers the same for a registered e-mail, changes nothing and mails the owner', async () => {
    const vet = await signUp(t);
    const again = await post(
      t.app,
      '/api/auth/create-account',
      newVet({ email: vet.email, name: 'Intrusa', password: 'intrusa123', confirmPassword: 'intrusa123' }),
    );
    const fresh = await post(t.app, '/api/auth/create-account', newVet());
    expect(strip(again)).toEqual(strip(fresh));
    expect(again.status).toBe(201);

    const mails = await t.mailsTo(vet.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'VetClinic: confirma tu cuenta',
      'VetClinic: ya tienes una cuenta',
    ]);
    expect(mails[1].text).toContain('ya existe una cuenta');
    expect(mails[1].text).not.toMatch(/(?<!\d)\d{6}(?!\d)/);

    const { rows } = await t.db.query('SELECT name FROM vets WHERE email = $1', [vet.email]);
    expect(rows).toEqual([{ name: 'Ana' }]);
    expect((await post(t.app, '/api/auth/login', { email: vet.email, password: 'intrusa123' })).status).toBe(
      401,
    );
    expect((await post(t.app, '/api/auth/login', { email: vet.email, password: vet.password })).status).toBe(
      200,
    );
  });

  it('request-new-token: same answer for unconfirmed, confirmed and unknown e-mails', async () => {
    const pending = newVet();
    await post(t.app, '/api/auth/create-account', pending);
    const confirmed = await signUp(t);
    const nobody = unknown();

    const answers = await Promise.all(
      [pending.email, confirmed.email, nobody].map((email) =>
        post(t.app, '/api/auth/request-new-token', { email }),
      ),
    );
    for (const a of answers)
      expect(strip(a)).toEqual({ status: 200, body: { msg: 'Nuevo código enviado al email' } });

    expect((await t.mailsTo(pending.email)).map((m) => m.subject)).toEqual([
      'VetClinic: confirma tu cuenta',
      'VetClinic: confirma tu cuenta',
    ]);
    expect((await t.mailsTo(confirmed.email)).at(-1)?.subject).toBe(
      'VetClinic: tu cuenta ya está confirmada',
    );
    expect(await t.mailsTo(nobody)).toEqual([]);
  });

  it('forgot-password: same answer for known and unknown e-mails', async () => {
    const vet = await signUp(t);
    const nobody = unknown();
    const known = await post(t.app, '/api/auth/forgot-password', { email: vet.email });
    const other = await post(t.app, '/api/auth/forgot-password', { email: nobody });
    expect(strip(known)).toEqual(strip(other));
    expect(known.body).toEqual({ msg: 'Instrucciones enviadas al email' });
    expect((await t.mailsTo(vet.email)).at(-1)?.subject).toBe('VetClinic: restablece tu contraseña');
    expect(await t.mailsTo(nobody)).toEqual([]);
  });

  it('login: an unknown e-mail and a wrong password look the same', async () => {
    const vet = await signUp(t);
    const wrong = await post(t.app, '/api/auth/login', { email: vet.email, password: 'no-es-la-clave' });
    const nobody = await post(t.app, '/api/auth/login', { email: unknown(), password: 'no-es-la-clave' });
    expect(strip(wrong)).toEqual(strip(nobody));
    expect(wrong).toMatchObject({ status: 401, body: { msg: 'Email o contraseña incorrectos' } });
  });
});
