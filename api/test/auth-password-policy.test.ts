import { useTestApp } from './helpers/app.js';
import { login, newVet, post, signUp } from './helpers/http.js';

/**
 * Issue 22, finding 5 (ASVS 5 level 2): every new password — sign-up, reset, change — has at least 8
 * characters, is not one of the most common passwords and is not only spaces; no composition rules.
 */
const COMMON = 'Esa contraseña es demasiado común: elige otra más difícil de adivinar';
const BLANK = 'La contraseña no puede ser solo espacios: escribe letras, números o símbolos';
const RESET_MIN = 'La contraseña debe tener mínimo 8 caracteres';

describe('new passwords: at least 8 characters, not a common one', () => {
  const t = useTestApp();

  const passwordError = async (url: string, body: Record<string, unknown>, token?: string) => {
    const res = await post(t.app, url, body, token);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(res.body.errors[0].msg);
    return res.body.errors.find((e: { field: string }) => e.field === 'password')?.msg as string | undefined;
  };

  it.each([
    ['123456', 'Mínimo 8 caracteres'],
    ['aaaaaa', 'Mínimo 8 caracteres'],
    ['      ', 'Mínimo 8 caracteres'],
    ['        ', BLANK],
    ['12345678', COMMON],
    ['password', COMMON],
    ['Password1', COMMON],
    ['iloveyou', COMMON],
  ])('sign-up refuses %j: «%s», and creates nothing', async (password, msg) => {
    const vet = newVet({ password, confirmPassword: password });
    expect(await passwordError('/api/auth/create-account', vet)).toBe(msg);
    const { rowCount } = await t.db.query('SELECT 1 FROM vets WHERE email = $1', [vet.email]);
    expect(rowCount).toBe(0);
  });

  it('sign-up accepts a long passphrase with no digits, capitals or symbols', async () => {
    const vet = newVet({
      password: 'caballo verde bajo la lluvia',
      confirmPassword: 'caballo verde bajo la lluvia',
    });
    expect((await post(t.app, '/api/auth/create-account', vet)).status).toBe(201);
  });

  it('reset refuses a common or blank password, and the code stays usable', async () => {
    const vet = await signUp(t);
    await post(t.app, '/api/auth/forgot-password', { email: vet.email });
    const code = await t.lastCode(vet.email);
    const url = `/api/auth/update-password/${code}`;
    for (const [password, msg] of [
      ['12345678', COMMON],
      ['password', COMMON],
      ['         ', BLANK],
      ['1234567', RESET_MIN],
    ])
      expect(await passwordError(url, { password, confirmPassword: password, email: vet.email })).toBe(msg);
    const ok = 'nueva clave de la clinica';
    expect((await post(t.app, url, { password: ok, confirmPassword: ok, email: vet.email })).status).toBe(
      200,
    );
    await login(t, vet.email, ok);
  });

  it('change-password refuses «12345678» and «password»; the password does not change', async () => {
    const vet = await signUp(t);
    for (const password of ['12345678', 'password', 'QWERTYUIOP'])
      expect(
        await passwordError(
          '/api/auth/change-password',
          { currentPassword: vet.password, password, confirmPassword: password },
          vet.token,
        ),
      ).toBe(COMMON);
    await login(t, vet.email, vet.password);
  });
});
