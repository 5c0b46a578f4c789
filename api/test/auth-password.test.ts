import { useTestApp } from './helpers/app.js';
import { get, login, newVet, post, signUp } from './helpers/http.js';

describe('password reset and change', () => {
  const t = useTestApp();

  async function resetCode(email: string): Promise<string> {
    expect((await post(t.app, '/api/auth/forgot-password', { email })).status).toBe(200);
    const mail = (await t.mailsTo(email)).at(-1);
    expect(mail?.subject).toBe('VetClinic: restablece tu contraseña');
    expect(mail?.text).toContain('El código expira en 30 minutos');
    return t.lastCode(email);
  }

  it('forgot → code → validate → new password ends every session', async () => {
    const vet = await signUp(t);
    const second = await login(t, vet.email, vet.password);
    const code = await resetCode(vet.email);

    expect((await post(t.app, '/api/auth/validate-token', { token: code })).body).toEqual({
      msg: 'Token válido',
    });
    const updated = await post(t.app, `/api/auth/update-password/${code}`, {
      password: 'nuevaClave2024',
      confirmPassword: 'nuevaClave2024',
    });
    expect(updated).toMatchObject({ status: 200, body: { msg: 'Contraseña actualizada' } });

    for (const token of [vet.token, second])
      expect((await get(t.app, '/api/auth/user', token)).status).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email: vet.email, password: vet.password })).status).toBe(
      401,
    );
    expect(
      (await post(t.app, '/api/auth/login', { email: vet.email, password: 'nuevaClave2024' })).status,
    ).toBe(200);
    expect((await t.mailsTo(vet.email)).at(-1)?.subject).toBe('VetClinic: tu contraseña ha cambiado');
  });

  it('update-password accepts form-urlencoded and multipart form data', async () => {
    const vet = await signUp(t);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: `/api/auth/update-password/${await resetCode(vet.email)}`,
      payload: 'password=claveForm123&confirmPassword=claveForm123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode).toBe(200);
    expect(await login(t, vet.email, 'claveForm123')).toBeTruthy();

    const boundary = '----vetclinic';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="password"',
      '',
      'claveMulti123',
      `--${boundary}`,
      'Content-Disposition: form-data; name="confirmPassword"',
      '',
      'claveMulti123',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/update-password/${await resetCode(vet.email)}`,
      payload: multipart,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Contraseña actualizada' });
    expect(await login(t, vet.email, 'claveMulti123')).toBeTruthy();
  });

  it('multipart with a file is refused in Spanish', async () => {
    const boundary = '----vetclinic';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="password"; filename="x.txt"',
      'Content-Type: text/plain',
      '',
      'abc',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-password/123456',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().msg).toMatch(/^[^a-z]*[A-ZÁÉÍÓÚÑ¿]/);
    expect(res.json().msg).not.toMatch(/limit|reached|file/i);
  });

  it('a reset proves the mailbox, so it also confirms a pending account', async () => {
    const vet = newVet();
    await post(t.app, '/api/auth/create-account', vet);
    const code = await resetCode(vet.email);
    await post(t.app, `/api/auth/update-password/${code}`, {
      password: 'propia12345',
      confirmPassword: 'propia12345',
      email: vet.email,
    });
    expect((await post(t.app, '/api/auth/login', { email: vet.email, password: 'propia12345' })).status).toBe(
      200,
    );
  });

  it('change-password needs the current one, keeps this session and ends the others', async () => {
    const vet = await signUp(t);
    const other = await login(t, vet.email, vet.password);

    const wrong = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'no-es', password: 'cambiada123', confirmPassword: 'cambiada123' },
      vet.token,
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        msg: 'La contraseña actual es incorrecta',
        errors: [{ field: 'currentPassword', msg: 'La contraseña actual es incorrecta' }],
      },
    });

    const mismatch = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: vet.password, password: 'cambiada123', confirmPassword: 'cambiada124' },
      vet.token,
    );
    expect(mismatch.body.errors).toEqual([{ field: 'confirmPassword', msg: 'Las contraseñas no coinciden' }]);

    const ok = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: vet.password, password: 'cambiada123', confirmPassword: 'cambiada123' },
      vet.token,
    );
    expect(ok).toMatchObject({ status: 200, body: { msg: 'Contraseña actualizada' } });
    expect((await get(t.app, '/api/auth/user', vet.token)).status).toBe(200);
    expect((await get(t.app, '/api/auth/user', other)).status).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email: vet.email, password: 'cambiada123' })).status).toBe(
      200,
    );
    expect(
      (
        await post(t.app, '/api/auth/change-password', {
          currentPassword: 'x',
          password: 'cambiada123',
          confirmPassword: 'cambiada123',
        })
      ).status,
    ).toBe(401);
  });
});
