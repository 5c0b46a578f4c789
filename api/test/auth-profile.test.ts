import { useTestApp } from './helpers/app.js';
import { get, put, signUp } from './helpers/http.js';
import { multipart } from './helpers/patients.js';

const HOUR = 3_600_000;

describe('profile and session lifetime', () => {
  const t = useTestApp();

  it('PUT /auth/profile updates the editable fields; the e-mail stays', async () => {
    const vet = await signUp(t);
    const before = await get(t.app, '/api/auth/user', vet.token);
    t.clock.advance(1000);
    const edits = {
      lastName: 'Rondón',
      whatsapp: '+573001112233',
      ci: 'V-999',
      cmv: '777',
      estado: 'Zulia',
      runsai: '',
      msds: 'M-5',
      somevepa: 'S-9',
    };
    const res = await put(
      t.app,
      '/api/auth/profile',
      { ...edits, name: '  Beatriz ', email: 'otra@clinica.test', version: before.body.version },
      vet.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Perfil actualizado');
    expect(res.body.user).toMatchObject({
      ...edits,
      name: 'Beatriz',
      email: vet.email,
      confirmed: true,
      version: before.body.version + 1,
    });
    expect(res.body.user).not.toHaveProperty('password_hash');
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(new Date(res.body.user.updatedAt).getTime()).toBeGreaterThan(
      new Date(before.body.updatedAt).getTime(),
    );
    // The profile is the person's; GET /auth/user adds the session's clinic, role, permissions and clinics.
    const { clinic, role, permissions, clinics, ...person } = (await get(t.app, '/api/auth/user', vet.token))
      .body;
    expect(clinics).toEqual(before.body.clinics);
    expect(person).toEqual(res.body.user);
    expect({ clinic, role, permissions }).toEqual({
      clinic: before.body.clinic,
      role: before.body.role,
      permissions: before.body.permissions,
    });
  });

  it('a NUL byte in a multipart field is a Spanish 400 naming the field, not a database error', async () => {
    const vet = await signUp(t);
    const form = multipart({
      name: 'Ana',
      lastName: 'Pérez',
      whatsapp: '+584121234567',
      ci: 'V-1',
      cmv: '1',
      estado: 'Zulia',
      msds: '\u0000M-5',
      version: 1,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { 'content-type': form.contentType, authorization: `Bearer ${vet.token}` },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'msds', msg: 'El texto contiene caracteres no válidos' }]);
    expect((await get(t.app, '/api/auth/user', vet.token)).body.msds).not.toContain('\u0000');
  });

  it('PUT /auth/profile needs a session', async () => {
    const res = await put(t.app, '/api/auth/profile', { name: 'x' });
    expect(res).toMatchObject({ status: 401, body: { msg: 'Sesión no válida o expirada' } });
  });

  it('a session dies after 2 idle hours', async () => {
    const vet = await signUp(t);
    t.clock.advance(2 * HOUR - 60_000);
    expect((await get(t.app, '/api/auth/user', vet.token)).status).toBe(200);
    t.clock.advance(2 * HOUR + 1000);
    expect((await get(t.app, '/api/auth/user', vet.token)).status).toBe(401);
  });

  it('an active session still dies 12 hours after login', async () => {
    const vet = await signUp(t);
    for (let h = 1; h < 12; h++) {
      t.clock.advance(HOUR);
      expect((await get(t.app, '/api/auth/user', vet.token)).status).toBe(200);
    }
    t.clock.advance(HOUR);
    expect((await get(t.app, '/api/auth/user', vet.token)).status).toBe(401);
  });
});
