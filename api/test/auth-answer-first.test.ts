import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Db, Queryable } from '../src/db/pool.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { newVet, post, signUp } from './helpers/http.js';

/**
 * Issue 22, finding 4: forgot-password took 13.3 ms for a known e-mail and 7.9 ms for an unknown one.
 * Not a timing test: every statement the app sends to PostgreSQL is recorded, and an onSend hook marks
 * the answer. Before it, a known and an unknown e-mail must make exactly the same statements; the
 * account lookup, the code and the mail come after it.
 */
const ANSWER = '— respuesta —';

describe('the answer comes before any work that depends on the account', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const log: string[] = [];
  const record = (q: Queryable): Queryable => ({
    query: (text, params) => {
      log.push(typeof text === 'string' ? text : text.text);
      return q.query(text, params);
    },
  });

  beforeAll(async () => {
    t = await startTestApp();
    const db: Db = { ...t.db, ...record(t.db), tx: (fn) => t.db.tx((q) => fn(record(q))) };
    app = buildApp({ db, mailer: t.mailer, dataDir: t.dataDir, clock: t.clock });
    app.addHook('onSend', async () => {
      log.push(ANSWER);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  /** The statements made before and after the answer to one request, its status and body. */
  async function trace(url: string, body: unknown) {
    await t.mailer.flush();
    log.length = 0;
    const res = await post(
      app,
      url,
      body,
      undefined,
      `10.4.0.${log.length + Math.floor(Math.random() * 250)}`,
    );
    await t.mailer.flush(); // the work after the answer, done
    const at = log.indexOf(ANSWER);
    expect(at).toBeGreaterThanOrEqual(0);
    return {
      answer: { status: res.status, body: res.body },
      before: log.slice(0, at),
      after: log.slice(at + 1),
    };
  }
  const touchesAccounts = (sql: string) => /\b(vets|auth_codes)\b/.test(sql);
  const unknown = () => `nadie.${Date.now()}.${Math.random().toString(36).slice(2)}@clinica.test`;

  it('forgot-password: the same statements before the answer; the code is made after it', async () => {
    const vet = await signUp(t);
    const known = await trace('/api/auth/forgot-password', { email: vet.email });
    const other = await trace('/api/auth/forgot-password', { email: unknown() });
    expect(known.answer).toEqual(other.answer);
    expect(known.before).toEqual(other.before);
    expect(known.before.filter(touchesAccounts)).toEqual([]);
    expect(known.after.some((sql) => /auth_codes/.test(sql))).toBe(true);
    expect((await t.mailsTo(vet.email)).at(-1)?.subject).toBe('VetClinic: restablece tu contraseña');
  });

  it('request-new-token: the same for unconfirmed, confirmed and unknown e-mails', async () => {
    const pending = newVet();
    await post(t.app, '/api/auth/create-account', pending);
    const confirmed = await signUp(t);
    const traces = [];
    for (const email of [pending.email, confirmed.email, unknown()])
      traces.push(await trace('/api/auth/request-new-token', { email }));
    for (const each of traces.slice(1)) {
      expect(each.answer).toEqual(traces[0].answer);
      expect(each.before).toEqual(traces[0].before);
    }
    expect(traces[0].before.filter(touchesAccounts)).toEqual([]);
    expect((await t.mailsTo(pending.email)).at(-1)?.subject).toBe('VetClinic: confirma tu cuenta');
  });

  it('create-account: a taken and a new e-mail make the same statements before the answer', async () => {
    const vet = await signUp(t);
    const taken = await trace('/api/auth/create-account', newVet({ email: vet.email }));
    const fresh = newVet();
    const created = await trace('/api/auth/create-account', fresh);
    expect(taken.answer).toEqual(created.answer);
    expect(taken.answer.status).toBe(201);
    expect(taken.before).toEqual(created.before);
    expect(taken.before.filter(touchesAccounts)).toEqual([]);
    expect((await t.mailsTo(fresh.email)).at(-1)?.subject).toBe('VetClinic: confirma tu cuenta');
    expect((await t.mailsTo(vet.email)).at(-1)?.subject).toBe('VetClinic: ya tienes una cuenta');
  });
});
