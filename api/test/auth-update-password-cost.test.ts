import { jest } from '@jest/globals';

// Counts argon2 hashes: a guess the limits refuse must not cost one (19 MiB and tens of ms each).
const actual = await import('../src/auth/passwords.js');
let hashes = 0;
jest.unstable_mockModule('../src/auth/passwords.js', () => ({
  ...actual,
  hashPassword: async (password: string) => {
    hashes++;
    return actual.hashPassword(password);
  },
}));
const { startTestApp } = await import('./helpers/app.js');
const { post } = await import('./helpers/http.js');

const limits = { codePerIp: { name: 'code-ip', max: 3, windowMs: 60_000 } };

describe('POST /auth/update-password/:token under attack', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp({ auth: { limits } });
  });
  afterAll(() => t.close());

  it('hashes the new password only for tries the limits allow', async () => {
    const body = { password: 'nueva-clave-1', confirmPassword: 'nueva-clave-1' };
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push(
        (await post(t.app, `/api/auth/update-password/00000${i}`, body, undefined, '10.7.0.1')).status,
      );
    expect(answers).toEqual([400, 400, 400, 429, 429, 429, 429, 429, 429, 429]);
    expect(hashes).toBe(3);
  });
});
