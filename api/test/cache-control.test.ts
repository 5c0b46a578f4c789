import { randomUUID } from 'node:crypto';
import { useStarted } from './helpers/app.js';
import { signUp } from './helpers/http.js';
import { createOwner } from './helpers/owners.js';
import { createPet, jpeg, photo } from './helpers/patients.js';
import { fillUrl, sampleOf, startRoutedApp } from './helpers/routes.js';

/**
 * Issue #22 (9): API answers hold personal data and carried no Cache-Control, so a browser or a
 * proxy could keep them. Every /api route in the API's own table, with and without a session, for
 * successes and errors alike, answers `no-store`; only a signed photo caches, privately, for the
 * life of its URL.
 */
describe('Cache-Control on /api answers', () => {
  const t = useStarted(startRoutedApp);
  let token: string;
  beforeAll(async () => ({ token } = await signUp(t)));

  it('every route, with a session and without, whatever the status: no-store', async () => {
    // Logout last: it ends the session the other calls use.
    const routes = t
      .routes({ withHead: true })
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    const statuses = new Set<number>();
    for (const route of routes) {
      const url = fillUrl(
        route,
        Object.fromEntries(
          route.params.map((p) => [p, p === 'file' ? `${'0'.repeat(64)}.webp` : randomUUID()]),
        ),
      );
      const body = route.body ? sampleOf(route.body) : undefined;
      for (const authorization of [undefined, `Bearer ${token}`]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
          headers: authorization ? { authorization } : {},
        });
        statuses.add(res.statusCode);
        if (res.headers['cache-control'] !== 'no-store') {
          wrong.push(
            `${route.method} ${route.url} → ${res.statusCode} cache-control: ${res.headers['cache-control']}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    // Successes and refusals were both seen.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 201, 401, 404]));
  });

  it('an unknown /api path and a malformed one: no-store too', async () => {
    for (const url of ['/api/no-existe', '/api', '/api/owners?limit=abc']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });

  it('a signed photo caches privately for the life of its URL; a refused one does not', async () => {
    // Its own vet: the walk above ended the other session, and photo URLs with it.
    const vet = (await signUp(t)).token;
    const owner = await createOwner(t, vet);
    const pet = await createPet(t, vet, owner._id, {}, [photo(await jpeg(24, 24))]);
    const signed = new URL(pet.photo as string, 'http://x');
    const photoUrl = signed.pathname + signed.search;
    const res = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    const tampered = await t.app.inject({ method: 'GET', url: photoUrl.replace(/sig=[^&]+/, 'sig=AAAA') });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.headers['cache-control']).toBe('no-store');
  });
});
