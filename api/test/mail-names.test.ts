import { useTestApp } from './helpers/app.js';
import { newVet, post, signUp } from './helpers/http.js';

/**
 * Issue 22, finding 11: a name holding line breaks and a fake notice landed inside a genuine mail.
 * Names in mails are one line, at most 40 characters, and a link-like name is left out.
 */
describe('the vet’s name in our mails', () => {
  const t = useTestApp();

  const bodyLines = (text: string) => text.split('\n');

  it('a name with a fake notice and a link is left out of the greeting; no link reaches the mail', async () => {
    const name = 'Ana\r\n\r\nSu cuenta fue SUSPENDIDA, visite http://evil.example/verificar\r\n';
    const vet = newVet({ name });
    expect((await post(t.app, '/api/auth/create-account', vet)).status).toBe(201);
    const [mail] = await t.mailsTo(vet.email);
    expect(bodyLines(mail.text).slice(0, 2)).toEqual(['Hola:', '']);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/SUSPENDIDA|evil|http:/);
    }
    expect(mail.html).not.toMatch(/<a\b/i);
    expect(mail.html).toContain('<p>Hola:</p>');
  });

  it('line breaks and invisible characters become one line, cut at 40 characters', async () => {
    const name = `José\u0085Luis\u2028de la\r\nSantísima\u202eTrinidad ${'y '.repeat(20)}fin`;
    const vet = await signUp(t, { name });
    await post(t.app, '/api/auth/forgot-password', { email: vet.email });
    const mail = (await t.mailsTo(vet.email)).at(-1)!;
    const first = bodyLines(mail.text)[0];
    expect(first).toMatch(/^Hola José Luis de la Santísima Trinidad( y)+…:$/);
    expect([...first].length).toBeLessThanOrEqual('Hola :'.length + 40);
    expect(bodyLines(mail.text)[1]).toBe('');
    expect(mail.html).toContain(`<p>${first}</p>`);
  });

  it('an ordinary name is greeted as typed', async () => {
    const vet = await signUp(t, { name: 'María José' });
    await post(t.app, '/api/auth/forgot-password', { email: vet.email });
    expect(bodyLines((await t.mailsTo(vet.email)).at(-1)!.text)[0]).toBe('Hola María José:');
  });
});
