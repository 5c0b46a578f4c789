import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EMAIL_PATTERN } from '../src/lib/email.js';
import { repoRoot } from '../src/lib/paths.js';
import { useTestApp } from './helpers/app.js';
import { readOutbox } from './helpers/mail.js';
import { newVet, post, signUp } from './helpers/http.js';
import { newOwner } from './helpers/owners.js';

/**
 * Issue 22, finding 10: one strict address rule wherever an e-mail is accepted, and the stored
 * address is exactly where mail goes (sign-up took `x,evil@x.co` and mailed evil@x.co).
 */
const HOSTILE = [
  'x,evil@x.co',
  'a\u0085b@x.co',
  'a@b.co>',
  'Ana <ana@x.co>',
  'a@b.co, evil@x.co',
  '"a b"@x.co',
  'a@b.co\r\nBcc: evil@x.co',
  'a;evil@x.co',
  'a(comentario)@x.co',
  'ana@x.co.',
  'ana@-x.co',
];

describe('one strict e-mail rule', () => {
  const t = useTestApp();

  const fieldError = async (url: string, body: unknown, token?: string) => {
    const res = await post(t.app, url, body, token);
    expect([url, res.status]).toEqual([url, 400]);
    return Object.fromEntries(res.body.errors.map((e: { field: string; msg: string }) => [e.field, e.msg]))
      .email as string;
  };

  it.each(HOSTILE)(
    '%j is refused by sign-up, login, codes and owners, and nothing is mailed',
    async (email) => {
      expect(await fieldError('/api/auth/create-account', newVet({ email }))).toBe('Email no válido');
      expect(await fieldError('/api/auth/login', { email, password: 'secreta123' })).toBe('E-mail no válido');
      for (const url of ['/api/auth/forgot-password', '/api/auth/request-new-token'])
        expect(await fieldError(url, { email })).toBe('E-mail no válido');
      for (const url of ['/api/auth/confirm-account', '/api/auth/validate-token'])
        expect(await fieldError(url, { token: '123456', email })).toBe('E-mail no válido');
      await t.mailer.flush();
      expect((await readOutbox(t.outboxDir)).filter((m) => /evil|x\.co/.test(m.to))).toEqual([]);
    },
  );

  it('an owner’s e-mail follows the same rule', async () => {
    const vet = await signUp(t);
    for (const email of HOSTILE)
      expect(await fieldError('/api/owners', newOwner({ email }), vet.token)).toBe(
        'Formato de email inválido',
      );
    expect(
      (await post(t.app, '/api/owners', newOwner({ email: "o'brien+perros@vet-norte.com.ve" }), vet.token))
        .status,
    ).toBe(201);
  });

  it('the stored address is exactly the mail’s one recipient', async () => {
    const typed = "Ana.O'Brien+Clinica@Vet-Norte.com.ve";
    const stored = typed.toLowerCase();
    expect((await post(t.app, '/api/auth/create-account', newVet({ email: typed }))).status).toBe(201);
    await t.mailer.flush(); // the account is written after the answer
    const { rows } = await t.db.query<{ email: string }>('SELECT email FROM vets WHERE email = $1', [stored]);
    expect(rows).toEqual([{ email: stored }]);
    const [mail] = await t.mailsTo(stored);
    expect(mail.to).toBe(stored);
  });

  it('the forms use the same pattern as the server', async () => {
    const source = await readFile(path.join(repoRoot, 'shared-ui', 'src', 'constants', 'email.ts'), 'utf8');
    const literal = /EMAIL_PATTERN =\s*\/(.+)\/;/.exec(source)?.[1];
    expect(literal).toBe(new RegExp(EMAIL_PATTERN).source);
  });
});
