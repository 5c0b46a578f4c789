import { randomUUID } from 'node:crypto';
import {
  ANY_MEMBER,
  forbiddenMessage,
  ROLE_PERMISSIONS,
  ROLES,
  type Permission,
  type Role,
  type RoutePermission,
} from '../src/clinics/roles.js';
import { createAppointment } from './helpers/appointments.js';
import { createConsultation } from './helpers/clinical.js';
import { createPreventive } from './helpers/preventives.js';
import { createService } from './helpers/grooming.js';
import { signUp } from './helpers/http.js';
import { createExam } from './helpers/lab.js';
import { clinicOfSession, joinClinic } from './helpers/members.js';
import { createOwner } from './helpers/owners.js';
import { createPet } from './helpers/patients.js';
import {
  fillUrl,
  periodQueries,
  queryOf,
  sampleOf,
  startRoutedApp,
  type ApiRoute,
  type RoutedTestApp,
} from './helpers/routes.js';

/**
 * Issue 25 (3): every authenticated /api route, found in the API's own route table, is called by a
 * member of each role. A role without the route's permission gets 403 with the Spanish reason before
 * anything happens (nothing of the clinic changes); a role with it is never refused for its role.
 * What each route needs is written here from its address, apart from the routes' own declarations,
 * so a route declaring the wrong permission fails too.
 */
function permissionOf(route: ApiRoute): RoutePermission {
  const { url } = route;
  const reads = route.method === 'GET' || route.method === 'HEAD';
  const readOrWrite = (area: string) => `${area}.${reads ? 'read' : 'write'}` as Permission;
  if (url.startsWith('/api/auth/')) return ANY_MEMBER;
  // Every member sees the clinic's data, its vets and its active people by name (the layout, the pet's
  // main vet, who applied a vaccine); the rest is the administrator's.
  if (
    ((url === '/api/clinic' || url === '/api/clinic/logo') && reads) ||
    url === '/api/clinic/vets' ||
    url === '/api/clinic/people'
  ) {
    return ANY_MEMBER;
  }
  if (url === '/api/clinic/activity') return 'audit.read';
  // The agenda draws the clinic's hours for everyone; the administrator sets them.
  if (url === '/api/clinic/schedule') return reads ? 'appointments.read' : 'clinic.manage';
  // '/api/clinical/…' is the clinical record's, below.
  if (url === '/api/clinic' || url.startsWith('/api/clinic/')) return 'clinic.manage';
  if (url.startsWith('/api/backup')) return 'backup';
  // The income only for the administrator; the clinic's other figures for whoever works with patients.
  if (url === '/api/reports/income') return 'reports.income';
  if (url.startsWith('/api/reports/')) return 'reports.read';
  if (url === '/api/lab/reference-ranges') return reads ? 'lab.read' : 'ranges.write';
  if (url === '/api/clinical/vital-ranges') return reads ? 'clinical.read' : 'ranges.write';
  if (url.includes('consultations') || url.includes('/addenda')) {
    if (route.method === 'DELETE') return 'clinical.delete';
    return reads ? 'clinical.read' : 'clinical.write';
  }
  if (url.includes('preventives')) return reads ? 'clinical.read' : 'preventive.write';
  if (
    url.includes('appointments') ||
    url.startsWith('/api/notifications') ||
    url.startsWith('/api/reminders')
  ) {
    return readOrWrite('appointments');
  }
  if (url.endsWith('/history') || url.endsWith('/weights')) return 'clinical.read';
  // Handing the owner the pet's summary or vaccination card: whoever reads the record may.
  if (url.endsWith('/documents/mail')) return 'clinical.read';
  if (url.includes('lab-exams')) return readOrWrite('lab');
  if (url.includes('grooming')) return readOrWrite('grooming');
  if (url.startsWith('/api/patients') || url.endsWith('/patients')) return readOrWrite('pets');
  if (url.startsWith('/api/owners')) return readOrWrite('owners');
  throw new Error(`${route.method} ${url}: la prueba no sabe qué permiso pide; añádelo a permissionOf`);
}

// Calls that end the caller's session go last.
const SESSION_ENDING = new Set(['POST /api/auth/logout']);

describe('role walker: every route, as every role of one clinic', () => {
  let t: RoutedTestApp;
  let routes: ApiRoute[];
  const tokens = {} as Record<Role, string>;
  let clinicId: string;
  let ids: Record<string, string>;
  /** The query each route requires, by name (queryOf), so an allowed call reaches its data. */
  let queries: Record<string, string>;

  async function call(route: ApiRoute, token: string, role?: Role) {
    const body = route.body ? sampleOf(route.body) : undefined;
    // A Peluquero may book only «Peluquería» (a rule on the data, tested in appointments.test.ts).
    if (role === 'groomer' && route.url.includes('appointments') && body && typeof body === 'object') {
      if ('kind' in body) (body as { kind: string }).kind = 'grooming';
    }
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: fillUrl(route, ids) + queryOf(route, queries),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    });
    const json = res.body !== '' && String(res.headers['content-type']).startsWith('application/json');
    return { status: res.statusCode, body: json ? (res.json() as { msg?: string }) : undefined };
  }

  /** The clinic's records as stored. */
  async function snapshot() {
    const out: Record<string, unknown> = {};
    const tables = [
      'owners',
      'patients',
      'lab_exams',
      'grooming_services',
      'lab_reference_ranges',
      'consultations',
      'consultation_addenda',
      'vital_reference_ranges',
      'preventives',
      'appointments',
      'appointment_status_changes',
      'clinic_schedules',
    ];
    for (const table of tables) {
      const { rows } = await t.db.query(
        `SELECT to_jsonb(x) AS row FROM ${table} x WHERE clinic_id = $1 ORDER BY to_jsonb(x)::text`,
        [clinicId],
      );
      out[table] = rows;
    }
    return out;
  }

  beforeAll(async () => {
    t = await startRoutedApp();
    routes = t.routes({ withHead: true }).filter((r) => r.authenticated);
    tokens.admin = (await signUp(t)).token;
    clinicId = await clinicOfSession(t, tokens.admin);
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      tokens[role] = (await joinClinic(t, clinicId, role)).token;
    }
    const owner = await createOwner(t, tokens.admin);
    const pet = await createPet(t, tokens.admin, owner._id);
    const exam = await createExam(t, tokens.admin, pet._id);
    await createService(t, tokens.admin, pet._id);
    await createConsultation(t, tokens.admin, pet._id);
    await createPreventive(t, tokens.admin, pet._id);
    await createAppointment(t, tokens.admin, pet._id);
    ids = {
      id: owner._id,
      ownerId: owner._id,
      patientId: pet._id,
      labExamId: exam._id,
      file: `${'0'.repeat(64)}.webp`,
      token: '123456',
    };
    queries = periodQueries(t.clock.now().getTime());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('knows what every authenticated route needs', () => {
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      permissionOf(route);
      queryOf(route, queries); // throws on a required query parameter without a value
    }
  });

  it.each(ROLES.filter((r) => r !== 'admin'))(
    'refuses %s every route its role lacks, with the reason, and changes nothing',
    async (role) => {
      const before = await snapshot();
      const wrong: string[] = [];
      let refused = 0;
      for (const route of routes) {
        const permission = permissionOf(route);
        if (permission === ANY_MEMBER || ROLE_PERMISSIONS[role].includes(permission)) continue;
        refused += 1;
        const res = await call(route, tokens[role]);
        const ok =
          res.status === 403 &&
          (route.method === 'HEAD' || res.body?.msg === forbiddenMessage(role, permission));
        if (!ok) wrong.push(`${route.method} ${route.url} → ${res.status} ${JSON.stringify(res.body)}`);
      }
      expect(wrong).toEqual([]);
      expect(refused).toBeGreaterThan(0);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each([...ROLES].reverse())('lets %s through every route its role has', async (role) => {
    const allowed = routes
      .filter((route) => {
        const permission = permissionOf(route);
        return permission === ANY_MEMBER || ROLE_PERMISSIONS[role].includes(permission);
      })
      .sort(
        (x, y) =>
          Number(SESSION_ENDING.has(`${x.method} ${x.url}`)) -
          Number(SESSION_ENDING.has(`${y.method} ${y.url}`)),
      );
    const refused: string[] = [];
    for (const route of allowed) {
      const res = await call(route, tokens[role], role);
      if (res.status === 403 || res.status === 401)
        refused.push(`${route.method} ${route.url} → ${res.status}`);
      // A read with a required query answers its figures: a 400 would mean the query stopped short.
      else if (route.querystring?.required?.length && res.status !== 200)
        refused.push(`${route.method} ${route.url} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(refused).toEqual([]);
  });
});
