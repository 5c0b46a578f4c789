import { randomUUID } from 'node:crypto';
import { removeDeadRows } from '../src/auth/maintenance.js';
import type { AuthSettings } from '../src/auth/settings.js';
import { useTestApp, type TestApp } from './helpers/app.js';
import { newService } from './helpers/grooming.js';
import { signUp, type Answer } from './helpers/http.js';
import { newExam } from './helpers/lab.js';
import { createOwner, newOwner } from './helpers/owners.js';
import { createPet, jpeg, multipart, petFields, photo } from './helpers/patients.js';
import { clinicOfSession } from './helpers/members.js';

// Issue 22, finding 6: a double submit created two owners, two pets, two grooming services. A create
// sent with an Idempotency-Key (one per form submission) is stored once; the same key again answers
// what the first one answered.

interface CreateKind {
  name: string;
  /** Its table, to count what was stored. */
  table: string;
  /** The answer's record key. */
  key: string;
  /** Sets up what the create hangs from; the URL to post to. */
  url(t: TestApp, token: string): Promise<string>;
  send(t: TestApp, token: string, url: string, key?: string): Promise<Answer>;
}

async function send(
  t: TestApp,
  token: string,
  url: string,
  key: string | undefined,
  payload: string | Buffer,
  contentType: string,
): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
  });
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
}

const json = (t: TestApp, token: string, url: string, key: string | undefined, body: unknown) =>
  send(t, token, url, key, JSON.stringify(body), 'application/json');

async function petOf(t: TestApp, token: string): Promise<string> {
  return (await createPet(t, token, (await createOwner(t, token))._id))._id as string;
}

const KINDS: CreateKind[] = [
  {
    name: 'propietario',
    table: 'owners',
    key: 'owner',
    url: async () => '/api/owners',
    send: (t, token, url, key) => json(t, token, url, key, newOwner()),
  },
  {
    name: 'mascota (con foto)',
    table: 'patients',
    key: 'patient',
    url: async (t, token) => `/api/owners/${(await createOwner(t, token))._id}/patients`,
    send: async (t, token, url, key) => {
      const form = multipart(petFields(), [photo(await jpeg())]);
      return send(t, token, url, key, form.payload, form.contentType);
    },
  },
  {
    name: 'examen',
    table: 'lab_exams',
    key: 'labExam',
    url: async (t, token) => `/api/patients/${await petOf(t, token)}/lab-exams`,
    send: (t, token, url, key) => json(t, token, url, key, newExam()),
  },
  {
    name: 'servicio de estética',
    table: 'grooming_services',
    key: 'service',
    url: async (t, token) => `/api/patients/${await petOf(t, token)}/grooming`,
    send: (t, token, url, key) => json(t, token, url, key, newService()),
  },
];

describe('idempotent creates (Idempotency-Key)', () => {
  const t = useTestApp();

  describe.each(KINDS.map((kind) => [kind.name, kind] as const))('%s', (_name, kind) => {
    let token: string;
    let url: string;
    let clinicId: string;
    const stored = async () =>
      (await t.db.query(`SELECT count(*)::int AS n FROM ${kind.table} WHERE clinic_id = $1`, [clinicId]))
        .rows[0].n as number;

    beforeAll(async () => {
      token = (await signUp(t)).token;
      url = await kind.url(t, token);
      clinicId = await clinicOfSession(t, token);
    });

    it('the same key twice, one after the other: one record, the same answer both times', async () => {
      const before = await stored();
      const key = randomUUID();
      const first = await kind.send(t, token, url, key);
      expect(first.status).toBe(201);
      const second = await kind.send(t, token, url, key);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(second.body[kind.key]._id).toBe(first.body[kind.key]._id);
      expect(await stored()).toBe(before + 1);
    });

    it('the same key twice at the same moment (a double click): one record, both answers carry its id', async () => {
      const before = await stored();
      const key = randomUUID();
      const answers = await Promise.all([kind.send(t, token, url, key), kind.send(t, token, url, key)]);
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      expect(answers[1].body).toEqual(answers[0].body);
      expect(await stored()).toBe(before + 1);
    });

    it('other keys, or none, create a record each (a new submission is a new record)', async () => {
      const before = await stored();
      expect((await kind.send(t, token, url, randomUUID())).status).toBe(201);
      expect((await kind.send(t, token, url, randomUUID())).status).toBe(201);
      expect((await kind.send(t, token, url)).status).toBe(201);
      expect((await kind.send(t, token, url)).status).toBe(201);
      expect(await stored()).toBe(before + 4);
    });

    it("keys are per vet: another vet's same key creates that vet's own record", async () => {
      const key = randomUUID();
      const mine = await kind.send(t, token, url, key);
      const other = (await signUp(t)).token;
      const otherUrl = await kind.url(t, other);
      const theirs = await kind.send(t, other, otherUrl, key);
      expect(theirs.status).toBe(201);
      expect(theirs.body[kind.key]._id).not.toBe(mine.body[kind.key]._id);
    });

    it('a malformed key: 400 «Clave de envío no válida», nothing stored', async () => {
      const before = await stored();
      for (const key of ['corta', 'x'.repeat(129), 'con espacio 123', 'ñandú-12345', 'a/b/c/d/e/f']) {
        expect([key, await kind.send(t, token, url, key)]).toMatchObject([
          key,
          { status: 400, body: { msg: 'Clave de envío no válida' } },
        ]);
      }
      expect(await stored()).toBe(before);
    });
  });

  it('the same key on another route: 409 and nothing created there', async () => {
    const { token } = await signUp(t);
    const key = randomUUID();
    const owner = await json(t, token, '/api/owners', key, newOwner());
    expect(owner.status).toBe(201);
    const ownerId = owner.body.owner._id;
    const form = multipart(petFields());
    const pet = await send(t, token, `/api/owners/${ownerId}/patients`, key, form.payload, form.contentType);
    expect(pet).toMatchObject({
      status: 409,
      body: { msg: 'Esta clave de envío ya se usó en otra solicitud' },
    });
    // The same route for another owner is another request too.
    const second = await json(t, token, '/api/owners', randomUUID(), newOwner());
    const elsewhere = await send(
      t,
      token,
      `/api/owners/${second.body.owner._id}/patients`,
      key,
      form.payload,
      form.contentType,
    );
    expect(elsewhere.status).toBe(409);
    const pets = await t.db.query('SELECT 1 FROM patients WHERE owner_id = ANY($1)', [
      [ownerId, second.body.owner._id],
    ]);
    expect(pets.rowCount).toBe(0);
  });

  it('a refused create is not remembered: the same key works once the form is fixed', async () => {
    const { token } = await signUp(t);
    const key = randomUUID();
    const refused = await json(t, token, '/api/owners', key, newOwner({ contact: 'no' }));
    expect(refused.status).toBe(400);
    const missing = await json(t, token, `/api/patients/${randomUUID()}/grooming`, key, newService());
    expect(missing.status).toBe(404);
    const fixed = await json(t, token, '/api/owners', key, newOwner());
    expect(fixed.status).toBe(201);
  });

  // Last: it moves the clock a day on.
  it('the hourly sweep deletes keys older than 24 h, and only those', async () => {
    const { token } = await signUp(t);
    const key = randomUUID();
    expect((await json(t, token, '/api/owners', key, newOwner())).status).toBe(201);
    const kept = async () =>
      (await t.db.query('SELECT 1 FROM submission_keys WHERE key = $1', [key])).rowCount;
    // Sessions are not what this is about: keep them out of the sweep's way.
    const ctx = { db: t.db, clock: t.clock, auth: { sessionIdleMs: 7 * 86_400_000 } as AuthSettings };
    t.clock.advance(23 * 3_600_000);
    await removeDeadRows(ctx);
    expect(await kept()).toBe(1);
    t.clock.advance(2 * 3_600_000);
    await removeDeadRows(ctx);
    expect(await kept()).toBe(0);
  });
});
