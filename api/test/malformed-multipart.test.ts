import { randomUUID } from 'node:crypto';
import { useStarted } from './helpers/app.js';
import { signUp } from './helpers/http.js';
import { fillUrl, notSpanish, startRoutedApp, type ApiRoute } from './helpers/routes.js';

/**
 * Issue #22 (7): a body that says multipart/form-data and is not one (no boundary, no parts, cut
 * short) was a 500 on every route that takes forms. Every route that takes a body, found in the API's
 * own route table, answers a Spanish 400 where it accepts forms and 415 where it takes only JSON.
 * The Spanish 400 does not name a field: the form could not be read at all.
 */
const MALFORMED_FORM = { msg: 'El formulario enviado está mal formado.' };
const JSON_ONLY = 415;

// `limits`: the form holds a part a route's limits refuse (a file where none is taken, a field where
// only a file is), and that 413 may come before the cut is seen: also the caller's error, in Spanish.
const FORMS: { contentType: string; body: string; what: string; limits?: true }[] = [
  { contentType: 'multipart/form-data', body: 'abc', what: 'sin boundary' },
  { contentType: 'multipart/form-data; boundary=x', body: 'abc', what: 'sin ninguna parte' },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMic',
    what: 'cortado a mitad de un campo',
    limits: true,
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
    what: 'cortado a mitad de un archivo',
    limits: true,
  },
  {
    contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: 'abc',
    what: 'boundary de 300 bytes',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{no\r\n--x--\r\n',
    what: 'un campo declarado JSON que no lo es',
    limits: true,
  },
];

describe('malformed multipart: a Spanish 400 (or 415 where only JSON is taken), never a 500', () => {
  const t = useStarted(startRoutedApp);
  let withBody: ApiRoute[];
  let token: string;
  beforeAll(async () => {
    // Logout last: it is the one call that would end the session the others need.
    withBody = t
      .routes()
      .filter((r) => !['GET', 'HEAD'].includes(r.method))
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    token = (await signUp(t)).token;
  });

  it('every route that takes a body', async () => {
    expect(withBody.length).toBeGreaterThan(20);
    const answers: string[] = [];
    const forms = new Set<string>();
    for (const route of withBody) {
      const url = fillUrl(route, Object.fromEntries(route.params.map((p) => [p, randomUUID()])));
      for (const form of FORMS) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload: Buffer.from(form.body, 'latin1'),
          headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
        });
        const body = res.json();
        const where = `${route.method} ${route.url} (${form.what})`;
        if (res.statusCode === 400) forms.add(`${route.method} ${route.url}`);
        if (res.statusCode === 400 && JSON.stringify(body) === JSON.stringify(MALFORMED_FORM)) continue;
        if (res.statusCode === JSON_ONLY && !notSpanish(body.msg)) continue;
        if (form.limits && res.statusCode === 413 && !notSpanish(body.msg)) continue;
        answers.push(`${where} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(answers).toEqual([]);
    // The routes that take forms (account, password and profile forms, pets, restore) are among them.
    expect([...forms]).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/create-account',
        'POST /api/owners/:ownerId/patients',
        'PUT /api/patients/:id',
        'POST /api/backup/restore',
      ]),
    );
  });
});
