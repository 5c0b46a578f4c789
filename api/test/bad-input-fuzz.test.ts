import fc from 'fast-check';
import { defaultAuthSettings, type AuthLimits } from '../src/auth/settings.js';
import { createConsultation } from './helpers/clinical.js';
import { createAppointment } from './helpers/appointments.js';
import { createPreventive } from './helpers/preventives.js';
import { createService } from './helpers/grooming.js';
import { get, login, signUp } from './helpers/http.js';
import { createExam } from './helpers/lab.js';
import { createOwner } from './helpers/owners.js';
import { createPet, jpeg, multipart, photo } from './helpers/patients.js';
import {
  fillUrl,
  notSpanish,
  sampleOf,
  schemaProblems,
  startRoutedApp,
  stringsIn,
  type ApiRoute,
  type RoutedTestApp,
  type Schema,
} from './helpers/routes.js';

/**
 * Issue #10 (2): bad input on every route, generated from the routes' own schemas. As a signed-in
 * vet: never a 5xx, every 4xx a Spanish { msg }, and whatever a 2xx stored reads back valid.
 */

type Json = unknown;
type Rec = Record<string, string>; // a record in an answer: its ids are what the read-back needs
type Encoding = 'json' | 'multipart' | 'form' | 'text' | 'none';

interface Call {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Json;
  encoding: Encoding;
  /** The Idempotency-Key header (creates take it; every route gets odd ones). */
  key?: string;
}

// Header-safe, but not keys: too short, too long, spaces, quotes, slashes, percent signs.
const ODD_KEYS = [
  '',
  'a',
  'corta',
  'x'.repeat(129),
  'con espacios 123',
  "'; DROP TABLE submission_keys; --",
  '../../etc/passwd',
  '%00%00%00%00',
  '1e400',
  'null',
];
// Valid keys, a few so that some calls repeat one (a replay, or the same key on another route).
const SOME_KEYS = ['clave-fija-0001', 'clave-fija-0002', 'x'.repeat(128)];

const HUGE = 'x'.repeat(1_000_000); // ~1 MB: under the 1 MiB body limit once quoted, so it reaches the schema
const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '😀🐶🐈‍⬛ ñandú',
  "'; DROP TABLE owners; --",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '12',
  '-1',
  '0.001',
  '1e400',
  'NaN',
  'true',
  'null',
  '   ',
  '__proto__',
  '../../etc/passwd',
  '%00',
  '\u202e\ufeff\u200b',
  'x'.repeat(5_000),
];
const NASTY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'vetId',
  'vet_id',
  'clinicId',
  'clinic_id',
  '_id',
  'patientId',
  'hasOwnProperty',
];

function deep(depth: number): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}
const DEEP = deep(1_000);

/** An own enumerable property, even for `__proto__` (a literal would set the prototype instead). */
function withKey(obj: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...obj };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const nastyValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: fc.constantFrom<Json>(...NASTY_STRINGS), weight: 4 },
  {
    arbitrary: fc.constantFrom<Json>(null, true, false, 0, -1, -0.0001, 12.345, 1e308, 2 ** 53 + 1, [], {}, [
      1,
      'a',
    ]),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom<Json>(HUGE, DEEP, { $gt: '' }, { __proto__: null, isAdmin: true }),
    weight: 1,
  },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 2 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Paths into a sample body (objects only), for changing one value or dropping one field. */
function pathsOf(value: Json, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
}

function changeAt(
  value: Json,
  path: string[],
  change: (obj: Record<string, unknown>, key: string) => void,
): Json {
  const root = structuredClone(value) as Record<string, unknown>;
  let obj = root;
  for (const key of path.slice(0, -1)) obj = obj[key] as Record<string, unknown>;
  change(obj, path[path.length - 1]);
  return root;
}

function bodyArb(schema: Schema | undefined): fc.Arbitrary<Json> {
  const sample = schema ? sampleOf(schema) : undefined;
  const paths = pathsOf(sample);
  const variants: fc.Arbitrary<Json>[] = [
    fc.jsonValue({ maxDepth: 4 }),
    fc.constantFrom<Json>(undefined, null, [], 'texto', 42, DEEP, HUGE),
    fc
      .tuple(fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string()), nastyValue)
      .map(([k, v]) => withKey((sample ?? {}) as Record<string, unknown>, k, v)),
  ];
  if (paths.length > 0) {
    const path = fc.constantFrom(...paths);
    variants.push(
      fc.tuple(path, nastyValue).map(([p, v]) => changeAt(sample, p, (o, k) => (o[k] = v))),
      fc.tuple(path, nastyValue).map(([p, v]) => changeAt(sample, p, (o, k) => (o[k] = v))),
      path.map((p) => changeAt(sample, p, (o, k) => delete o[k])),
      fc.constant(sample),
    );
  }
  return fc.oneof(...variants);
}

const urlText = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 100)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uuid(),
  fc.integer().map(String),
);

function queryArb(schema: Schema | undefined): fc.Arbitrary<Record<string, string>> {
  const names = Object.keys(schema?.properties ?? {});
  const valid = (name: string) => {
    const sample = sampleOf((schema?.properties as Record<string, Schema>)[name]);
    return fc.constant(String(sample));
  };
  const known = fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(valid(n), urlText)])), {
    requiredKeys: [],
  });
  return fc
    .tuple(
      known,
      fc.option(fc.tuple(fc.constantFrom(...NASTY_KEYS, 'q', 'page'), urlText), { nil: undefined }),
    )
    .map(([q, extra]) => (extra ? withKey(q, extra[0], extra[1]) : q) as Record<string, string>);
}

describe('bad input, generated from every route schema', () => {
  let t: RoutedTestApp;
  let routes: ApiRoute[];
  let token: string;
  let vet: { email: string; password: string };
  let mine: Record<string, readonly string[]>;
  const figures = { routes: 0, calls: 0, stored: 0, started: Date.now() };
  const messages = new Set<string>();

  const route = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)!;

  beforeAll(async () => {
    // Loose limits: the point is what each handler does with the input, not the rate limiter.
    const limits = Object.fromEntries(
      Object.entries(defaultAuthSettings.limits).map(([k, rule]) => [k, { ...rule, max: 1_000_000 }]),
    ) as unknown as AuthLimits;
    t = await startRoutedApp({ auth: { limits } });
    routes = t.routes();
    const signed = await signUp(t);
    vet = signed;
    token = signed.token;
    const owner = await createOwner(t, token);
    const pet = await createPet(t, token, owner._id, {}, [photo(await jpeg(16, 16))]);
    const exam = await createExam(t, token, pet._id);
    const service = await createService(t, token, pet._id);
    const consultation = await createConsultation(t, token, pet._id);
    const preventive = await createPreventive(t, token, pet._id);
    const appointment = await createAppointment(t, token, pet._id);
    const all = [
      owner._id,
      pet._id,
      exam._id,
      service._id,
      consultation._id,
      preventive._id,
      appointment._id,
    ];
    const file = new URL(pet.photo as string, 'http://x').pathname.split('/').pop()!;
    mine = { id: all, ownerId: all, patientId: all, labExamId: all, file: [file], token: ['123456'] };
  });
  afterAll(async () => {
    const seconds = ((Date.now() - figures.started) / 1000).toFixed(1);
    console.log(
      `bad-input fuzz: ${figures.routes} rutas, ${figures.calls} llamadas, ${figures.stored} registros releídos, ` +
        `${messages.size} mensajes 4xx distintos, ${seconds} s`,
    );
    await t?.close();
  });

  async function send(r: ApiRoute, c: Call) {
    figures.calls += 1;
    const qs = new URLSearchParams(c.query).toString();
    const url = fillUrl(r, c.params) + (qs ? `?${qs}` : '');
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (c.key !== undefined) headers['idempotency-key'] = c.key;
    let payload: string | Buffer | undefined;
    if (c.encoding !== 'none' && c.body !== undefined) {
      const json = JSON.stringify(c.body) ?? 'null';
      const flat = Object.entries(c.body && typeof c.body === 'object' ? c.body : { valor: c.body }).map(
        ([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')] as [string, string],
      );
      if (c.encoding === 'json') {
        payload = json;
        headers['content-type'] = 'application/json';
      } else if (c.encoding === 'multipart') {
        const form = multipart(Object.fromEntries(flat.filter(([k]) => k !== '__proto__')));
        payload = form.payload;
        headers['content-type'] = form.contentType;
      } else if (c.encoding === 'form') {
        payload = new URLSearchParams(flat).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
      } else {
        payload = json;
        headers['content-type'] = 'text/plain';
      }
    }
    const res = await t.app.inject({ method: r.method as 'GET', url, payload, headers });
    let body: unknown;
    try {
      body = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body, url, preview: `${payload ?? ''}`.slice(0, 300) };
  }

  /** The record a 2xx answer names, read back as the vet: valid for the read route and for the input schema. */
  async function readBack(r: ApiRoute, body: Record<string, Rec>): Promise<string[]> {
    const reads: [string, string, (rec: Rec) => string, string | undefined][] = [
      ['owner', 'GET /api/owners/:id', (o) => `/api/owners/${o._id}`, undefined],
      ['patient', 'GET /api/patients/:id', (p) => `/api/patients/${p._id}`, undefined],
      [
        'labExam',
        'GET /api/patients/:patientId/lab-exams/:labExamId',
        (e) => `/api/patients/${e.patientId}/lab-exams/${e._id}`,
        'labExam',
      ],
      ['service', 'GET /api/grooming/:id', (s) => `/api/grooming/${s._id}`, 'service'],
      ['consultation', 'GET /api/consultations/:id', (c) => `/api/consultations/${c._id}`, 'consultation'],
      ['preventive', 'GET /api/preventives/:id', (v) => `/api/preventives/${v._id}`, 'preventive'],
      ['appointment', 'GET /api/appointments/:id', (a) => `/api/appointments/${a._id}`, 'appointment'],
      ['user', 'GET /api/auth/user', () => '/api/auth/user', undefined],
    ];
    const problems: string[] = [];
    for (const [key, read, urlOf, unwrap] of reads) {
      if (!body?.[key]) continue;
      figures.stored += 1;
      const [method, path] = read.split(' ');
      const res = await get(t.app, urlOf(body[key]), token);
      if (res.status !== 200) {
        problems.push(`${key}: releído → ${res.status}`);
        continue;
      }
      problems.push(...schemaProblems(route(method, path).response['200'], res.body, key));
      const record = unwrap ? res.body[unwrap] : res.body;
      // What was stored is itself acceptable input: no NUL, no over-long text, no out-of-range number.
      if (r.body)
        problems.push(...schemaProblems({ ...r.body, required: [] }, record, `${key} (entrada)`, true));
      if (stringsIn(res.body).some((s) => s.includes('\u0000'))) problems.push(`${key}: guardó U+0000`);
    }
    return problems;
  }

  /**
   * The version of what an edit names, as its form would have loaded it: the sample's version (1)
   * would be stale after the first saved edit, and every later edit a 409 that stores nothing.
   */
  async function currentVersion(r: ApiRoute, c: Call): Promise<number | undefined> {
    if (r.url === '/api/auth/profile') {
      return (await get(t.app, '/api/auth/user', token)).body.version;
    }
    if (
      r.url === '/api/lab/reference-ranges' ||
      r.url === '/api/clinical/vital-ranges' ||
      r.url === '/api/clinic/schedule'
    ) {
      const { body } = await get(t.app, r.url, token);
      return body.version ?? body.schedule.version;
    }
    const { rows } = await t.db.query<{ version: number }>(
      `SELECT version FROM (SELECT id, version FROM owners UNION ALL SELECT id, version FROM patients
         UNION ALL SELECT id, version FROM lab_exams UNION ALL SELECT id, version FROM grooming_services
         UNION ALL SELECT id, version FROM consultations UNION ALL SELECT id, version FROM preventives
         UNION ALL SELECT id, version FROM appointments) x
       WHERE id::text = $1`,
      [c.params.id ?? ''],
    );
    return rows[0]?.version;
  }

  async function check(r: ApiRoute, c: Call): Promise<void> {
    const body = c.body as Record<string, unknown> | undefined;
    if (r.method === 'PUT' && body && typeof body === 'object' && body.version === 1) {
      const version = await currentVersion(r, c);
      if (version !== undefined) c = { ...c, body: { ...body, version } };
    }
    const res = await send(r, c);
    const where = `${r.method} ${res.url} [${c.encoding}] ${res.preview}`;
    if (r.url === '/api/auth/logout' && res.status === 204) token = await login(t, vet.email, vet.password);
    if (res.status >= 500) throw new Error(`${res.status} ${JSON.stringify(res.body)} ← ${where}`);
    if (res.status >= 400 && r.method !== 'HEAD') {
      const body = res.body as { msg?: unknown; errors?: { msg?: unknown }[] };
      const texts = [body?.msg, ...(Array.isArray(body?.errors) ? body.errors.map((e) => e.msg) : [])];
      for (const text of texts) {
        const why = notSpanish(text);
        if (why) throw new Error(`${res.status} ${why} ← ${where}`);
        messages.add(String(text));
      }
      if (res.status === 401 && r.authenticated) throw new Error(`la sesión se perdió ← ${where}`);
    }
    if (res.status < 300 && res.body && typeof res.body === 'object') {
      const problems = await readBack(r, res.body as Record<string, Rec>);
      if (problems.length) throw new Error(`guardado inválido: ${problems.join('; ')} ← ${where}`);
    }
  }

  function callArb(r: ApiRoute): fc.Arbitrary<Call> {
    const params = fc.record(
      Object.fromEntries(
        r.params.map((name) => {
          const real = fc.constantFrom(...(mine[name] ?? ['x']));
          // A delete with a real id would empty the vet's data for the rest of the run.
          return [name, r.method === 'DELETE' ? urlText : fc.oneof({ arbitrary: real, weight: 3 }, urlText)];
        }),
      ),
    ) as fc.Arbitrary<Record<string, string>>;
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(r.method);
    return fc.record({
      params,
      query: queryArb(r.querystring),
      body: hasBody ? bodyArb(r.body) : fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
      key: fc.oneof(
        fc.constant(undefined),
        fc.uuid(),
        fc.constantFrom(...SOME_KEYS),
        fc.constantFrom(...ODD_KEYS),
      ),
      encoding: fc.constantFrom<Encoding>(
        'json',
        'json',
        'json',
        'json',
        'json',
        'multipart',
        'form',
        'text',
        'none',
      ),
    });
  }

  // A fixed seed keeps CI reproducible; FUZZ_SEED=<n> explores other inputs (a failure prints its seed).
  const seed = Number(process.env.FUZZ_SEED ?? 20261122);

  it('every route: never a 5xx, 4xx always in Spanish, nothing invalid stored', async () => {
    figures.routes = routes.length;
    const failures: string[] = [];
    for (const r of routes) {
      const runs = r.body ? 40 : 20;
      let last = '';
      try {
        await fc.assert(
          fc.asyncProperty(callArb(r), (c) =>
            check(r, c).catch((err: Error) => {
              last = err.message;
              throw err;
            }),
          ),
          { numRuns: runs, endOnFailure: true, seed },
        );
      } catch (err) {
        const seed = /seed: (-?\d+)/.exec((err as Error).message)?.[1];
        failures.push(
          `${r.method} ${r.url} (seed ${seed}): ${(last || (err as Error).message).slice(0, 800)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('every body field and query parameter gets every nasty value (a fixed sweep)', async () => {
    const failures: string[] = [];
    const nasties: Json[] = [
      'a\u0000b',
      '😀🐶🐈‍⬛ ñandú',
      "'; DROP TABLE owners; --",
      '<script>alert(1)</script>',
      '12',
      '1e400',
      '   ',
      HUGE,
      DEEP,
      null,
      [],
      -1,
      JSON.parse('{"__proto__":{"x":1}}'),
    ];
    for (const r of routes.filter((x) => x.body && x.url !== '/api/auth/logout')) {
      const sample = sampleOf(r.body!);
      const params = Object.fromEntries(r.params.map((name) => [name, mine[name][0]]));
      for (const path of pathsOf(sample)) {
        for (const value of nasties) {
          const body = changeAt(sample, path, (o, k) => (o[k] = value));
          try {
            await check(r, { params, query: {}, body, encoding: 'json' });
          } catch (err) {
            failures.push(`${r.method} ${r.url} ${path.join('.')}: ${(err as Error).message.slice(0, 600)}`);
          }
        }
      }
    }
    // Every odd Idempotency-Key on every route with a body (the creates must refuse each with a 400).
    for (const r of routes.filter((x) => x.body && x.url !== '/api/auth/logout')) {
      const params = Object.fromEntries(r.params.map((name) => [name, mine[name][0]]));
      for (const key of ODD_KEYS) {
        try {
          await check(r, { params, query: {}, body: sampleOf(r.body!), encoding: 'json', key });
        } catch (err) {
          failures.push(
            `${r.method} ${r.url} Idempotency-Key ${key}: ${(err as Error).message.slice(0, 600)}`,
          );
        }
      }
    }
    // Query strings too: every parameter a list declares, with the values that once reached SQL.
    for (const r of routes.filter((x) => x.querystring)) {
      const params = Object.fromEntries(r.params.map((name) => [name, mine[name][0]]));
      for (const name of Object.keys(r.querystring!.properties ?? {})) {
        for (const value of ['1e400', '-1e400', 'a\u0000b', 'x'.repeat(5_000), "'; DROP TABLE owners; --"]) {
          try {
            await check(r, { params, query: { [name]: value }, body: undefined, encoding: 'none' });
          } catch (err) {
            failures.push(`${r.method} ${r.url} ?${name}: ${(err as Error).message.slice(0, 600)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
