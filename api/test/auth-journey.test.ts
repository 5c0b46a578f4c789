import { useTestApp } from './helpers/app.js';
import { get, newVet, post } from './helpers/http.js';

describe('account journey: register → confirm → login → user → logout', () => {
  const t = useTestApp();

  it('walks the whole journey with the code read from the mailed .eml file', async () => {
    const vet = newVet({ email: `Journey.${Date.now()}@Clinica.TEST` });
    const email = vet.email.toLowerCase();

    const created = await post(t.app, '/api/auth/create-account', vet);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      msg: 'Registro exitoso. Revisa tu correo: te enviamos un código para confirmar tu cuenta.',
    });

    const mails = await t.mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('VetClinic: confirma tu cuenta');
    expect(mail.from).toContain('no-reply@localhost');
    expect(mail.text).toContain('VetClinic — Sistema Veterinario Integral');
    expect(mail.text).toContain('El código expira en 10 minutos');
    expect(mail.html).toContain('VetClinic — Sistema Veterinario Integral');
    const code = await t.lastCode(email);
    expect(mail.html).toContain(code);
    expect(mail.file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d{6}-journey\.\d+@clinica\.test\.eml$/);

    // Before confirmation: a right password gets 403, a wrong one the usual 401.
    const early = await post(t.app, '/api/auth/login', { email, password: vet.password });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({
      msg: 'Debes confirmar tu cuenta antes de iniciar sesión. Revisa tu correo.',
    });
    const earlyWrong = await post(t.app, '/api/auth/login', { email, password: 'otra-clave-123' });
    expect(earlyWrong.status).toBe(401);

    const confirmed = await post(t.app, '/api/auth/confirm-account', { token: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ msg: 'Cuenta confirmada' });

    const logged = await post(t.app, '/api/auth/login', { email: vet.email, password: vet.password });
    expect(logged.status).toBe(200);
    expect(Object.keys(logged.body)).toEqual(['token']);
    const token = logged.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await get(t.app, '/api/auth/user', token);
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(
      [
        '_id',
        'name',
        'lastName',
        'email',
        'whatsapp',
        'ci',
        'cmv',
        'estado',
        'runsai',
        'msds',
        'somevepa',
        'confirmed',
        'createdAt',
        'updatedAt',
        'version',
        'clinic',
        'role',
        'permissions',
        'clinics',
      ].sort(),
    );
    expect(me.body).toMatchObject({
      name: 'Ana',
      lastName: 'Pérez',
      email,
      whatsapp: '+584121234567',
      ci: 'V-12345678',
      cmv: '4567',
      estado: 'Mérida',
      runsai: 'R-1',
      msds: '',
      somevepa: '',
      confirmed: true,
    });
    expect(me.body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(me.body.createdAt).toISOString()).toBe(me.body.createdAt);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');

    const after = await get(t.app, '/api/auth/user', token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ msg: 'Sesión no válida o expirada' });
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ msg: 'Sesión no válida o expirada' });
    }
  });

  it('logout accepts a JSON content type with an empty body', async () => {
    const vet = newVet();
    await post(t.app, '/api/auth/create-account', vet);
    await post(t.app, '/api/auth/confirm-account', { token: await t.lastCode(vet.email), email: vet.email });
    const { body } = await post(t.app, '/api/auth/login', { email: vet.email, password: vet.password });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: '',
      headers: { authorization: `Bearer ${body.token}`, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
  });

  it('stores only hashes: argon2id password, sha256 code and session token; unknown fields are not stored', async () => {
    const vet = newVet({ confirmed: true, isAdmin: true });
    await post(t.app, '/api/auth/create-account', vet);
    const code = await t.lastCode(vet.email);
    const {
      rows: [row],
    } = await t.db.query('SELECT * FROM vets WHERE email = $1', [vet.email]);
    expect(row.confirmed).toBe(false); // "confirmed: true" in the body was dropped
    expect(row).not.toHaveProperty('is_admin');
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(vet.password);

    const { rows: codes } = await t.db.query('SELECT code_hash FROM auth_codes WHERE vet_id = $1', [row.id]);
    expect(codes).toHaveLength(1);
    expect(codes[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codes[0].code_hash).not.toContain(code);

    await post(t.app, '/api/auth/confirm-account', { token: code });
    const { body } = await post(t.app, '/api/auth/login', { email: vet.email, password: vet.password });
    const { rows: sessions } = await t.db.query('SELECT token_hash FROM sessions WHERE vet_id = $1', [
      row.id,
    ]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions[0].token_hash).not.toBe(body.token);
  });
});
