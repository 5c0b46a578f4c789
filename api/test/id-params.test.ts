import { randomUUID } from 'node:crypto';
import { useStarted } from './helpers/app.js';
import { get, signUp } from './helpers/http.js';
import { createOwner } from './helpers/owners.js';
import { fillUrl, startRoutedApp } from './helpers/routes.js';

/**
 * Issue 24 (4): every id in a URL is checked by one schema (http/id-params.ts). A malformed id names
 * nothing, so it answers like an unknown one, the resource's own 404, on every route of the table,
 * after the session check and before the body is read: a broken body does not change the answer.
 */

// The params that are not record ids: a photo's file name and a mailed reset code.
const NOT_IDS = new Set(['file', 'token']);
const MALFORMED = ['123', 'no-es-un-uuid', "1' OR '1'='1", '7d0c9a4e-1b2c-4d3e-8f90-123456789abcz'];

describe('ids in the URL', () => {
  const t = useStarted(startRoutedApp);
  let token: string;
  beforeAll(async () => ({ token } = await signUp(t)));

  it('a malformed id: the route\'s own 404 "no encontrado", whatever the body, after the 401', async () => {
    const routes = t.routes().filter((r) => r.params.some((p) => !NOT_IDS.has(p)));
    expect(routes.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const name of route.params) {
        for (const bad of MALFORMED) {
          const params = Object.fromEntries(route.params.map((p) => [p, p === name ? bad : randomUUID()]));
          const send = (authorization?: string) =>
            t.app.inject({
              method: route.method as 'GET',
              url: fillUrl(route, params),
              headers: {
                ...(authorization ? { authorization } : {}),
                ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
              },
              ...(route.method === 'GET' ? {} : { payload: '{"roto' }),
            });
          const where = `${route.method} ${route.url} :${name}=${bad}`;
          const signedIn = await send(`Bearer ${token}`);
          if (signedIn.statusCode !== 404 || !/no (se )?encontr/i.test(signedIn.json().msg)) {
            wrong.push(`${where} → ${signedIn.statusCode} ${signedIn.body}`);
          }
          const anonymous = await send();
          if (anonymous.statusCode !== 401) wrong.push(`${where} sin sesión → ${anonymous.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('each resource says its own name', async () => {
    const bad = 'no-es-un-uuid';
    const cases: [string, string][] = [
      [`/api/owners/${bad}`, 'Propietario no encontrado'],
      [`/api/patients/owner/${bad}`, 'Propietario no encontrado'],
      [`/api/patients/${bad}`, 'Mascota no encontrada'],
      [`/api/patients/${bad}/lab-exams`, 'Mascota no encontrada'],
      [`/api/patients/${randomUUID()}/lab-exams/${bad}`, 'No se encontró el examen.'],
      [`/api/patients/${bad}/grooming`, 'Mascota no encontrada'],
      [`/api/grooming/${bad}`, 'Servicio de Estética no encontrado'],
    ];
    for (const [url, msg] of cases) {
      expect([url, await get(t.app, url, token)]).toMatchObject([url, { status: 404, body: { msg } }]);
    }
  });

  it('an id in capitals is the same id (the uuid type ignores case)', async () => {
    const owner = await createOwner(t, token);
    const res = await get(t.app, `/api/owners/${owner._id.toUpperCase()}`, token);
    expect(res).toMatchObject({ status: 200, body: { _id: owner._id } });
  });
});
