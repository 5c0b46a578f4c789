import { randomBytes, randomUUID } from 'node:crypto';
import { defaultAuthSettings } from '../src/auth/settings.js';
import { ROLE_PERMISSIONS, type Role } from '../src/clinics/roles.js';
import { createAppointment } from './helpers/appointments.js';
import { createConsultation } from './helpers/clinical.js';
import { createPreventive } from './helpers/preventives.js';
import { createService } from './helpers/grooming.js';
import { get, login, post, put, signUp, type Answer } from './helpers/http.js';
import { clinicOfSession, joinClinic, type Member } from './helpers/members.js';
import { createExam } from './helpers/lab.js';
import { newOwner } from './helpers/owners.js';
import { createPet, jpeg, photo } from './helpers/patients.js';
import {
  fillUrl,
  paramCombinations,
  periodQueries,
  queryOf,
  sampleOf,
  startRoutedApp,
  type ApiRoute,
  type RoutedTestApp,
} from './helpers/routes.js';

/**
 * Issue #10 (1), with clinics (issue 25, point 2): two clinics of two members each. Every /api route,
 * found in the API's own route table, is called with every id of clinic A by each member of clinic B,
 * without a token, with an unknown, a revoked (logged out) and an expired token. Nothing answers
 * anything but 401/404 for A's ids (or 403 where B's member's role lacks the route), and nothing of
 * A's changes. A's second member reads every record: they are the clinic's, not their author's.
 */

// Routes that answer without a session, each with the reason and the statuses it may give here.
const PUBLIC: Record<string, { reason: string; statuses: number[] }> = {
  'GET /api/health': { reason: 'sonda de disponibilidad, no toca datos de nadie', statuses: [200] },
  'HEAD /api/health': { reason: 'la misma sonda', statuses: [200] },
  // 404: the sample body names an invitation token that no invitation has.
  'POST /api/auth/create-account': { reason: 'registro', statuses: [201, 404] },
  'POST /api/auth/confirm-account': { reason: 'confirma con el código enviado por correo', statuses: [400] },
  'POST /api/auth/request-new-token': { reason: 'reenvía el código de confirmación', statuses: [200] },
  // 403: the sample body registered an account above and logs in with it, unconfirmed.
  'POST /api/auth/login': { reason: 'inicio de sesión', statuses: [401, 403] },
  'POST /api/auth/forgot-password': { reason: 'pide un código de restablecimiento', statuses: [200] },
  'POST /api/auth/validate-token': { reason: 'comprueba un código de restablecimiento', statuses: [400] },
  'POST /api/auth/update-password/:token': {
    reason: 'nueva contraseña con el código recibido por correo',
    statuses: [400],
  },
  'GET /api/photos/:file': {
    reason: 'la foto la pide un <img> sin cabecera de sesión: vale la URL firmada (vet, exp, sig)',
    statuses: [404],
  },
  'HEAD /api/photos/:file': { reason: 'la misma foto', statuses: [404] },
  'GET /api/docs/json': {
    reason: 'la referencia de la API (OpenAPI): las rutas y sus esquemas, ningún dato de nadie',
    statuses: [200],
  },
  'HEAD /api/docs/json': { reason: 'la misma referencia', statuses: [200] },
  'GET /api/invitations/:token': {
    reason: 'lo que ofrece una invitación: el enlace enviado por correo (256 bits) es la credencial',
    statuses: [404],
  },
  'HEAD /api/invitations/:token': { reason: 'la misma invitación', statuses: [404] },
  'POST /api/invitations/:token/accept': {
    reason: 'aceptar una invitación con la contraseña de la cuenta invitada, como un inicio de sesión',
    statuses: [404],
  },
  'POST /api/client-events': {
    reason:
      'un navegador avisa de un módulo que no pudo mostrar (también en la pantalla de inicio de sesión)',
    statuses: [204],
  },
};

/** Whether the role has the permission the route declares (the role walker checks the declarations). */
function roleMayCall(role: Role, route: ApiRoute): boolean {
  const permission = route.permission;
  return permission === 'member' || (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission ?? '');
}

// Calls that end the caller's session go last, so the sweep keeps B signed in until the end.
const SESSION_ENDING = new Set(['POST /api/auth/logout']);

const SESSION_INVALID = { msg: 'Sesión no válida o expirada' };
const MARK = 'Zqxwv'; // in A's records, so a leak into B's answers is easy to spot
// A's grooming service's cost, a figure nobody else's answer holds: the income of B's clinic is 0, and a
// sum over every clinic would show it.
const A_COST = 731.29;
// The Idempotency-Key A created an owner with. Calls without ids carry it too: keys are per vet, so B's
// POST /api/owners with it makes B's own owner, where a shared key would replay A's stored answer (the
// leak check would see it). Calls with ids carry a fresh key each, so they still reach the ownership
// check (the same key on another route is a 409 of B's own).
const A_KEY = randomUUID();

describe("isolation walker: every route, every id of clinic A, as someone who isn't in it", () => {
  let t: RoutedTestApp;
  let routes: ApiRoute[];
  let a: { token: string; email: string; password: string; id: string; clinicId: string };
  /** Clinic B's administrator and assistant. */
  let bMembers: { who: string; token: string; role: Role }[];
  /** Clinic A's second member, a vet. */
  let aVet: Member;
  let revoked: string;
  let ids: Record<string, string>;
  let photoFile: string;
  let candidates: Record<string, readonly string[]>;
  /** The query each route requires, by name (queryOf): a period around today, where A's records are. */
  let queries: Record<string, string>;
  const figures = { routes: 0, calls: 0, started: Date.now() };

  async function call(route: ApiRoute, url: string, token?: string): Promise<Answer> {
    figures.calls += 1;
    const body = route.body ? sampleOf(route.body) : undefined;
    const res = await t.app.inject({
      method: route.method as 'GET',
      url,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      headers: {
        'idempotency-key': route.params.length === 0 ? A_KEY : randomUUID(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body: parsed, headers: res.headers };
  }

  /** A's records as stored (straight from the database), and A's photo. */
  async function snapshotOfA() {
    // Records belong to A's clinic; submission keys to A, the person.
    const tables: [string, 'clinic_id' | 'vet_id'][] = [
      ['owners', 'clinic_id'],
      ['patients', 'clinic_id'],
      ['lab_exams', 'clinic_id'],
      ['grooming_services', 'clinic_id'],
      ['lab_reference_ranges', 'clinic_id'],
      ['lab_reference_range_versions', 'clinic_id'],
      ['consultations', 'clinic_id'],
      ['consultation_addenda', 'clinic_id'],
      ['vital_reference_ranges', 'clinic_id'],
      ['vital_reference_range_versions', 'clinic_id'],
      ['preventives', 'clinic_id'],
      ['appointments', 'clinic_id'],
      ['appointment_status_changes', 'clinic_id'],
      ['clinic_schedules', 'clinic_id'],
      ['submission_keys', 'vet_id'],
      ['clinic_members', 'clinic_id'],
      ['clinic_invitations', 'clinic_id'],
    ];
    const out: Record<string, unknown> = {};
    for (const [table, tenant] of tables) {
      const { rows } = await t.db.query(
        `SELECT to_jsonb(x) AS row FROM ${table} x WHERE ${tenant} = $1 ORDER BY to_jsonb(x)::text`,
        [tenant === 'clinic_id' ? a.clinicId : a.id],
      );
      out[table] = rows;
    }
    out.vet = (await t.db.query('SELECT to_jsonb(v) AS row FROM vets v WHERE id = $1', [a.id])).rows;
    out.clinic = (
      await t.db.query('SELECT to_jsonb(c) AS row FROM clinics c WHERE id = $1', [a.clinicId])
    ).rows;
    out.photos = (await t.db.query('SELECT hash, md5(bytes) AS bytes FROM photos ORDER BY hash')).rows;
    return out;
  }

  beforeAll(async () => {
    t = await startRoutedApp();
    routes = t.routes({ withHead: true });
    const vetA = await signUp(t, { name: `Ana ${MARK}` });
    const me = await get(t.app, '/api/auth/user', vetA.token);
    a = {
      token: vetA.token,
      email: vetA.email,
      password: vetA.password,
      id: me.body._id,
      clinicId: me.body.clinic._id,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      payload: newOwner({ name: `Dueño ${MARK}` }),
      headers: { authorization: `Bearer ${a.token}`, 'idempotency-key': A_KEY },
    });
    expect(created.statusCode).toBe(201);
    const owner = created.json().owner;
    const pet = await createPet(t, a.token, owner._id, { name: `Mascota ${MARK}` }, [
      photo(await jpeg(24, 24)),
    ]);
    const exam = await createExam(t, a.token, pet._id, { observacion: `Examen ${MARK}` });
    // Given an hour ago, so the reports' period below counts it.
    const service = await createService(t, a.token, pet._id, {
      observations: `Servicio ${MARK}`,
      cost: A_COST,
      date: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
    });
    const ranges = await get(t.app, '/api/lab/reference-ranges', a.token);
    expect(
      (
        await put(
          t.app,
          '/api/lab/reference-ranges',
          { ranges: ranges.body.defaults, version: ranges.body.version },
          a.token,
        )
      ).status,
    ).toBe(200);
    const consultation = await createConsultation(t, a.token, pet._id, { reason: `Consulta ${MARK}` });
    const addendum = await post(
      t.app,
      `/api/consultations/${consultation._id}/addenda`,
      { text: `Nota ${MARK}` },
      a.token,
    );
    expect(addendum.status).toBe(201);
    const vital = await get(t.app, '/api/clinical/vital-ranges', a.token);
    const savedVital = await put(
      t.app,
      '/api/clinical/vital-ranges',
      { ranges: vital.body.defaults, version: vital.body.version },
      a.token,
    );
    expect(savedVital.status).toBe(200);
    const preventive = await createPreventive(t, a.token, pet._id, { product: `Vacuna ${MARK}` });
    const appointment = await createAppointment(t, a.token, pet._id, { notes: `Cita ${MARK}` });
    photoFile = new URL(pet.photo as string, 'http://x').pathname.split('/').pop()!;
    ids = {
      owner: owner._id,
      patient: pet._id,
      exam: exam._id,
      service: service._id,
      consultation: consultation._id,
      preventive: preventive._id,
      appointment: appointment._id,
      vet: a.id,
    };
    const all = Object.values(ids);
    // Each param name the routes use, and the values of A's it is tried with.
    aVet = await joinClinic(t, a.clinicId, 'vet', { name: 'Alicia' });
    const invited = await post(
      t.app,
      '/api/clinic/invitations',
      { email: 'invitada@a.test', role: 'groomer' },
      a.token,
    );
    expect(invited.status).toBe(201);
    // A's second member and A's pending invitation, as the :id of the clinic's member and invitation calls.
    all.push(aVet.id, invited.body.invitation._id);
    candidates = {
      id: all,
      ownerId: all,
      patientId: all,
      labExamId: all,
      file: [photoFile, `${'0'.repeat(64)}.webp`],
      token: ['123456'],
    };
    const now = t.clock.now().getTime();
    queries = {
      // The periods cover A's appointment, next Monday.
      ...periodQueries(now),
      // A photo's signed URL, signed by nobody.
      session: randomUUID(),
      exp: String(Math.floor(now / 1000) + 3600),
      sig: 'firma',
    };
    const bruno = (await signUp(t, { name: 'Bruno' })).token;
    const bAssistant = await joinClinic(t, await clinicOfSession(t, bruno), 'assistant', { name: 'Berta' });
    bMembers = [
      { who: 'administrador de B', token: bruno, role: 'admin' },
      { who: 'asistente de B', token: bAssistant.token, role: 'assistant' },
    ];
    revoked = await login(t, a.email, a.password);
    expect((await post(t.app, '/api/auth/logout', undefined, revoked)).status).toBe(204);
  });
  afterAll(async () => {
    const seconds = ((Date.now() - figures.started) / 1000).toFixed(1);
    console.log(`isolation walker: ${figures.routes} rutas /api, ${figures.calls} llamadas, ${seconds} s`);
    await t?.close();
  });

  it('the route table is complete: every param is mapped, every public route is listed with a reason', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      paramCombinations(route, candidates); // throws on an unmapped :param
      queryOf(route, queries); // and on a required query parameter without a value
    }
    const open = routes.filter((r) => !r.authenticated).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(Object.keys(PUBLIC).sort());
    figures.routes = routes.length;
  });

  it("answers only 401/404 for A's ids, leaks nothing to B, and changes nothing of A's", async () => {
    const before = await snapshotOfA();
    const ordered = [...routes].sort(
      (x, y) =>
        Number(SESSION_ENDING.has(`${x.method} ${x.url}`)) -
        Number(SESSION_ENDING.has(`${y.method} ${y.url}`)),
    );
    const unknown = randomBytes(32).toString('base64url');
    const wrong: string[] = [];
    const expectThat = (ok: boolean, what: string) => {
      if (!ok) wrong.push(what);
    };

    for (const route of ordered) {
      const key = `${route.method} ${route.url}`;
      for (const params of paramCombinations(route, candidates)) {
        const url = fillUrl(route, params) + queryOf(route, queries);
        if (!route.authenticated) {
          const res = await call(route, url);
          expectThat(PUBLIC[key].statuses.includes(res.status), `${key} ${url} sin sesión → ${res.status}`);
          continue;
        }
        for (const [who, token] of [
          ['sin token', undefined],
          ['token desconocido', unknown],
          ['token revocado', revoked],
        ] as const) {
          const res = await call(route, url, token);
          const ok = res.status === 401 && (route.method === 'HEAD' || res.body?.msg === SESSION_INVALID.msg);
          expectThat(ok, `${key} ${url} ${who} → ${res.status} ${JSON.stringify(res.body)}`);
        }
        for (const member of bMembers) {
          const asB = await call(route, url, member.token);
          const text = typeof asB.body === 'string' ? asB.body : JSON.stringify(asB.body ?? '');
          const roleLacksIt = asB.status === 403 && !roleMayCall(member.role, route);
          if (route.params.length > 0) {
            // 404 exactly: a 400 would mean the sample body stopped before the ownership check.
            expectThat(
              asB.status === 404 || roleLacksIt,
              `${key} ${url} como ${member.who} → ${asB.status} ${text.slice(0, 200)}`,
            );
          } else if (route.querystring?.required?.length) {
            // A real answer, over B's own clinic: a 400 would mean the query stopped before the data.
            expectThat(
              asB.status === 200 || roleLacksIt,
              `${key} ${url} como ${member.who} → ${asB.status} ${text.slice(0, 200)}`,
            );
          } else {
            expectThat(asB.status < 500, `${key} como ${member.who} → ${asB.status}`);
          }
          const marks = [MARK, ...Object.values(ids), photoFile, String(A_COST)];
          const leaked = marks.filter((s) => text.includes(s));
          expectThat(leaked.length === 0, `${key} ${url} como ${member.who} filtra ${leaked.join(', ')}`);
        }
      }
    }

    // Expired: past the session lifetime, A's own token opens none of A's records.
    t.clock.advance(defaultAuthSettings.sessionTtlMs + 60_000);
    for (const route of ordered.filter((r) => r.authenticated)) {
      for (const params of paramCombinations(route, candidates)) {
        const res = await call(route, fillUrl(route, params) + queryOf(route, queries), a.token);
        expectThat(res.status === 401, `${route.method} ${route.url} token caducado → ${res.status}`);
      }
    }

    expect(wrong).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
    // Over a hundred routes, each with every id of A's, as five callers: well past jest's 30 s default.
  }, 180_000);

  it("the same id-taking reads answer A's other member (so B's 404 is isolation, not a broken URL)", async () => {
    const token = await login(t, aVet.email, aVet.password);
    const reads = routes.filter((r) => r.method === 'GET' && r.authenticated && r.params.length > 0);
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      const statuses = [];
      for (const params of paramCombinations(route, candidates)) {
        statuses.push((await call(route, fillUrl(route, params) + queryOf(route, queries), token)).status);
      }
      expect([`${route.method} ${route.url}`, statuses.includes(200)]).toEqual([
        `${route.method} ${route.url}`,
        true,
      ]);
    }
  });
});
