import { VENEZUELAN_STATES } from '../src/lists.generated.js';
import { useTestApp } from './helpers/app.js';
import { newVet, post, put, signUp } from './helpers/http.js';

const LOOSE = { max: 1000, windowMs: 60_000 };

describe("server-side validation with the forms' messages", () => {
  const t = useTestApp({ auth: { limits: { mailPerIp: { name: 'mail-ip', ...LOOSE } } } });

  /** The field → message map of a 400 answer; also checks msg repeats the first problem. */
  async function fieldErrors(url: string, body: unknown, token?: string): Promise<Record<string, string>> {
    const res = await post(t.app, url, body, token);
    expect(res.status).toBe(400);
    expect(Array.isArray(res.body.errors)).toBe(true);
    expect(res.body.msg).toBe(res.body.errors[0].msg);
    return Object.fromEntries(res.body.errors.map((e: { field: string; msg: string }) => [e.field, e.msg]));
  }

  describe('create-account', () => {
    // The CMV is checked once the fields are well formed: it depends on the role the account takes.
    it('names every missing field', async () => {
      expect(await fieldErrors('/api/auth/create-account', {})).toEqual({
        name: 'El nombre es obligatorio',
        lastName: 'El apellido es obligatorio',
        email: 'El Email es obligatorio',
        whatsapp: 'El WhatsApp es obligatorio',
        ci: 'La cédula es obligatoria',
        estado: 'El estado es obligatorio',
        password: 'La contraseña es obligatoria',
        confirmPassword: 'Debes confirmar la contraseña',
      });
    });

    it.each([
      ['name', '   ', 'El nombre es obligatorio'],
      ['lastName', '', 'El apellido es obligatorio'],
      ['email', 'no-es-un-correo', 'Email no válido'],
      ['email', 'ana@clinica', 'Email no válido'],
      ['whatsapp', '0412 1234567', 'Solo números sin espacios'],
      ['whatsapp', '58-412-1234567', 'Solo números sin espacios'],
      ['whatsapp', '584121234567', 'Solo números sin espacios'],
      ['whatsapp', '', 'El WhatsApp es obligatorio'],
      ['ci', '', 'La cédula es obligatoria'],
      ['cmv', ' ', 'El CMV es obligatorio'],
      ['estado', '', 'El estado es obligatorio'],
      ['estado', 'Texas', 'Selecciona un estado de Venezuela válido'],
      ['password', '1234567', 'Mínimo 8 caracteres'],
      ['password', '', 'La contraseña es obligatoria'],
    ])('%s = %j → "%s"', async (field, value, message) => {
      const body = newVet({ [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) });
      expect((await fieldErrors('/api/auth/create-account', body))[field]).toBe(message);
    });

    it('rejects a confirmation that does not match', async () => {
      expect(await fieldErrors('/api/auth/create-account', newVet({ confirmPassword: 'distinta1' }))).toEqual(
        {
          confirmPassword: 'Las contraseñas no coinciden',
        },
      );
    });

    it('accepts each of the 24 Venezuelan states, and runsai/msds/somevepa may be left out', async () => {
      expect(VENEZUELAN_STATES).toHaveLength(24);
      for (const estado of VENEZUELAN_STATES) {
        const res = await post(t.app, '/api/auth/create-account', newVet({ estado, runsai: undefined }));
        expect([estado, res.status]).toEqual([estado, 201]);
      }
    });
  });

  it('login: required fields and e-mail format', async () => {
    expect(await fieldErrors('/api/auth/login', {})).toEqual({
      email: 'El Email es obligatorio',
      password: 'El Password es obligatorio',
    });
    expect(await fieldErrors('/api/auth/login', { email: 'malo', password: 'x' })).toEqual({
      email: 'E-mail no válido',
    });
    expect(await fieldErrors('/api/auth/login', { email: 'a@b.co', password: '' })).toEqual({
      password: 'El Password es obligatorio',
    });
  });

  it.each(['/api/auth/confirm-account', '/api/auth/validate-token'])(
    '%s: the 6-digit code rule',
    async (url) => {
      expect(await fieldErrors(url, {})).toEqual({ token: 'El código es obligatorio' });
      expect(await fieldErrors(url, { token: '' })).toEqual({ token: 'El código es obligatorio' });
      for (const token of ['12345', '1234567', 'abcdef', '12 456']) {
        expect(await fieldErrors(url, { token })).toEqual({ token: 'Debe ser un código de 6 dígitos' });
      }
      expect(await fieldErrors(url, { token: '123456', email: 'x' })).toEqual({ email: 'E-mail no válido' });
    },
  );

  it.each(['/api/auth/request-new-token', '/api/auth/forgot-password'])(
    '%s: e-mail required and well formed',
    async (url) => {
      expect(await fieldErrors(url, {})).toEqual({ email: 'El Email es obligatorio' });
      expect(await fieldErrors(url, { email: 'sin-arroba' })).toEqual({ email: 'E-mail no válido' });
    },
  );

  it('update-password: code in the URL, minimum 8, confirmation', async () => {
    const ok = { password: 'nuevaClave1', confirmPassword: 'nuevaClave1' };
    expect(await fieldErrors('/api/auth/update-password/12ab56', ok)).toEqual({
      token: 'Debe ser un código de 6 dígitos',
    });
    expect(
      await fieldErrors('/api/auth/update-password/123456', {
        password: '1234567',
        confirmPassword: '1234567',
      }),
    ).toEqual({
      password: 'La contraseña debe tener mínimo 8 caracteres',
    });
    expect(await fieldErrors('/api/auth/update-password/123456', { password: 'nuevaClave1' })).toEqual({
      confirmPassword: 'Debes confirmar la contraseña',
    });
    expect(
      await fieldErrors('/api/auth/update-password/123456', {
        password: 'nuevaClave1',
        confirmPassword: 'nuevaClave2',
      }),
    ).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
    });
  });

  it('change-password and profile validate too', async () => {
    const vet = await signUp(t);
    expect(
      await fieldErrors(
        '/api/auth/change-password',
        { password: 'nuevaClave1', confirmPassword: 'nuevaClave1' },
        vet.token,
      ),
    ).toEqual({
      currentPassword: 'La contraseña actual es obligatoria',
    });
    expect(
      await fieldErrors(
        '/api/auth/change-password',
        { currentPassword: vet.password, password: 'corta', confirmPassword: 'corta' },
        vet.token,
      ),
    ).toEqual({
      password: 'La contraseña debe tener mínimo 8 caracteres',
    });
    const res = await put(
      t.app,
      '/api/auth/profile',
      { name: '', lastName: 'P', whatsapp: '58 412', ci: '1', cmv: '2', estado: 'Lima', version: 1 },
      vet.token,
    );
    expect(res.status).toBe(400);
    expect(
      Object.fromEntries(res.body.errors.map((e: { field: string; msg: string }) => [e.field, e.msg])),
    ).toEqual({
      name: 'El nombre es obligatorio',
      whatsapp: 'Solo números sin espacios',
      estado: 'Selecciona un estado de Venezuela válido',
    });
  });
});
