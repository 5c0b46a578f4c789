import { useTestApp } from './helpers/app.js';
import { BY_ANA, get, post, put, signUp, signUpTokens } from './helpers/http.js';
import { createOwner, del, newOwner } from './helpers/owners.js';

const NOT_FOUND = { status: 404, body: { msg: 'Propietario no encontrado' } };

describe('owners: each vet sees only their own', () => {
  const t = useTestApp();
  let a: string;
  let b: string;
  beforeAll(async () => ([a, b] = await signUpTokens(t, 2)));

  it("vet B's list and search never show vet A's owners", async () => {
    const mine = await createOwner(t, a, { name: 'Dueño Exclusivo', contact: '+584161112299' });
    const theirs = await createOwner(t, b, { name: 'Dueño Exclusivo B' });
    expect((await get(t.app, '/api/owners', b)).body).toEqual([theirs]);
    expect((await get(t.app, '/api/owners?q=exclusivo', b)).body).toEqual([theirs]);
    expect((await get(t.app, '/api/owners?q=4161112299', b)).body).toEqual([]);
    const listA = (await get(t.app, '/api/owners', a)).body;
    expect(listA).toContainEqual(mine);
    expect(listA).not.toContainEqual(theirs);
  });

  it("vet B gets 404 for A's owner on read, edit and delete, and A's owner stays as it was", async () => {
    const owner = await createOwner(t, a);
    const url = `/api/owners/${owner._id}`;
    expect(await get(t.app, url, b)).toMatchObject(NOT_FOUND);
    expect(await put(t.app, url, newOwner({ name: 'Robado', version: owner.version }), b)).toMatchObject(
      NOT_FOUND,
    );
    expect(await del(t.app, url, b)).toMatchObject(NOT_FOUND);
    expect(await get(t.app, url, a)).toMatchObject({ status: 200, body: owner });
  });

  it('a malformed id is a 404 too, on every call (never a 500)', async () => {
    for (const id of ['123', 'no-es-un-uuid', "1' OR '1'='1", '7d0c9a4e-1b2c-4d3e-8f90-123456789abcz']) {
      const url = `/api/owners/${encodeURIComponent(id)}`;
      expect([id, await get(t.app, url, a)]).toMatchObject([id, NOT_FOUND]);
      expect([id, await put(t.app, url, newOwner({ version: 1 }), a)]).toMatchObject([id, NOT_FOUND]);
      expect([id, await del(t.app, url, a)]).toMatchObject([id, NOT_FOUND]);
    }
  });

  it('without a session every call is 401 and nothing is stored', async () => {
    const owner = await createOwner(t, a);
    const url = `/api/owners/${owner._id}`;
    const answers = [
      await post(t.app, '/api/owners', newOwner({ name: 'Sin Sesión' })),
      await get(t.app, '/api/owners'),
      await get(t.app, url),
      await put(t.app, url, newOwner({ name: 'Sin Sesión' })),
      await del(t.app, url),
      await get(t.app, '/api/owners', 'x'.repeat(43)),
    ];
    for (const res of answers) {
      expect(res).toMatchObject({ status: 401, body: { msg: 'Sesión no válida o expirada' } });
    }
    expect((await get(t.app, url, a)).body).toEqual({ ...owner, ...BY_ANA });
    expect((await get(t.app, '/api/owners?q=sin%20sesion', a)).body).toEqual([]);
  });

  it('after logout the token no longer reaches the owners', async () => {
    const vet = await signUp(t);
    await createOwner(t, vet.token);
    expect((await post(t.app, '/api/auth/logout', undefined, vet.token)).status).toBe(204);
    expect((await get(t.app, '/api/owners', vet.token)).status).toBe(401);
  });
});
