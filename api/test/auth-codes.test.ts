import { useTestApp } from './helpers/app.js';
import { newVet, post, signUp } from './helpers/http.js';

const MINUTE = 60_000;

/** A code of the same shape that is not the given one. */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('one-time codes', () => {
  const t = useTestApp();

  async function register() {
    const vet = newVet();
    expect((await post(t.app, '/api/auth/create-account', vet)).status).toBe(201);
    return { ...vet, code: await t.lastCode(vet.email) };
  }

  it('five wrong tries kill the code: even the right one fails afterwards', async () => {
    const vet = await register();
    const wrong = otherCode(vet.code);
    for (let left = 4; left >= 1; left--) {
      const res = await post(t.app, '/api/auth/confirm-account', { token: wrong, email: vet.email });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(
        `Código no válido. Te quedan ${left} ${left === 1 ? 'intento' : 'intentos'}.`,
      );
    }
    const fifth = await post(t.app, '/api/auth/confirm-account', { token: wrong, email: vet.email });
    expect(fifth.body).toEqual({
      msg: 'Demasiados intentos fallidos: el código ya no es válido. Solicita uno nuevo.',
    });

    for (const body of [{ token: vet.code, email: vet.email }, { token: vet.code }]) {
      const res = await post(t.app, '/api/auth/confirm-account', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: 'Código no válido' });
    }

    // A new code works.
    await post(t.app, '/api/auth/request-new-token', { email: vet.email });
    const fresh = await t.lastCode(vet.email);
    expect((await post(t.app, '/api/auth/confirm-account', { token: fresh })).status).toBe(200);
  });

  it('a confirmation code expires after 10 minutes', async () => {
    const late = await register();
    const onTime = await register();
    t.clock.advance(10 * MINUTE - 1000);
    expect((await post(t.app, '/api/auth/confirm-account', { token: onTime.code })).status).toBe(200);
    t.clock.advance(2000);
    for (const body of [{ token: late.code }, { token: late.code, email: late.email }]) {
      const res = await post(t.app, '/api/auth/confirm-account', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: 'El código ha expirado. Solicita uno nuevo.' });
    }
  });

  it('a reset code lives 30 minutes', async () => {
    const vet = await signUp(t);
    await post(t.app, '/api/auth/forgot-password', { email: vet.email });
    const code = await t.lastCode(vet.email);
    t.clock.advance(29 * MINUTE);
    expect((await post(t.app, '/api/auth/validate-token', { token: code })).body).toEqual({
      msg: 'Token válido',
    });
    t.clock.advance(2 * MINUTE);
    const res = await post(t.app, '/api/auth/validate-token', { token: code });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: 'El código ha expirado. Solicita uno nuevo.' });
  });

  it('a code is single use', async () => {
    const vet = await register();
    expect((await post(t.app, '/api/auth/confirm-account', { token: vet.code })).status).toBe(200);
    const again = await post(t.app, '/api/auth/confirm-account', { token: vet.code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ msg: 'Código no válido' });
  });

  it('a new code voids the previous one', async () => {
    const vet = await register();
    await post(t.app, '/api/auth/request-new-token', { email: vet.email });
    const fresh = await t.lastCode(vet.email);
    expect(fresh).not.toBe(vet.code);
    expect((await post(t.app, '/api/auth/confirm-account', { token: vet.code })).status).toBe(400);
    expect((await post(t.app, '/api/auth/confirm-account', { token: fresh })).status).toBe(200);
  });

  it('a code is bound to its account and its purpose', async () => {
    const a = await register();
    const b = await register();
    // A's code with B's e-mail does nothing (and A's code stays usable).
    expect((await post(t.app, '/api/auth/confirm-account', { token: a.code, email: b.email })).status).toBe(
      400,
    );
    // A confirmation code is not a reset code.
    expect((await post(t.app, '/api/auth/validate-token', { token: a.code })).status).toBe(400);
    expect((await post(t.app, '/api/auth/confirm-account', { token: a.code, email: a.email })).status).toBe(
      200,
    );
    const { rows } = await t.db.query(
      'SELECT email, confirmed FROM vets WHERE email = ANY($1) ORDER BY email',
      [[a.email, b.email]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.email, r.confirmed]))).toEqual({
      [a.email]: true,
      [b.email]: false,
    });
  });

  it('validate-token checks without consuming; update-password consumes', async () => {
    const vet = await signUp(t);
    await post(t.app, '/api/auth/forgot-password', { email: vet.email });
    const code = await t.lastCode(vet.email);
    expect((await post(t.app, '/api/auth/validate-token', { token: code })).status).toBe(200);
    expect((await post(t.app, '/api/auth/validate-token', { token: code, email: vet.email })).status).toBe(
      200,
    );
    const body = { password: 'otraClave99', confirmPassword: 'otraClave99' };
    expect((await post(t.app, `/api/auth/update-password/${code}`, body)).status).toBe(200);
    expect((await post(t.app, `/api/auth/update-password/${code}`, body)).status).toBe(400);
    expect((await post(t.app, '/api/auth/validate-token', { token: code })).status).toBe(400);
  });
});
