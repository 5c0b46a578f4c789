import { useTestApp } from './helpers/app.js';
import { get, put, signUpTokens } from './helpers/http.js';
import { createOwner } from './helpers/owners.js';
import { createPet, sendForm } from './helpers/patients.js';

interface Pet {
  _id: string;
  name: string;
  updatedAt: string;
  version: number;
}

/** GET /patients and /patients/owner/:id with q, page and limit (issue 9). */
describe('patients: search and pages on the server', () => {
  const t = useTestApp();
  let token: string;
  let other: string;
  let angela: { _id: string; name: string };
  let jose: { _id: string; version: number };
  let luna: Pet;

  beforeAll(async () => {
    [token, other] = await signUpTokens(t, 2);
    angela = await createOwner(t, token, { name: 'ÁNGELA MUÑOZ' });
    jose = await createOwner(t, token, { name: 'José Pérez' });
    // Oldest first, so the lists answer them in reverse.
    luna = await createPet(t, token, jose._id, { name: 'Luna', species: 'Canino', breed: 'Poodle' });
    await createPet(t, token, angela._id, { name: 'Ñoño', species: 'Felino', breed: 'Siamés' });
    await createPet(t, token, angela._id, { name: 'Pío', species: 'Ave', breed: '' });
    await createPet(t, token, jose._id, { name: 'Lunático', species: 'Hurón', breed: '' });
    const stranger = await createOwner(t, other, { name: 'Luna Ajena' });
    await createPet(t, other, stranger._id, { name: 'Luna', species: 'Canino' });
  });

  async function names(url: string, as = token): Promise<string[]> {
    const res = await get(t.app, url, as);
    expect(res.status).toBe(200);
    return (Array.isArray(res.body) ? res.body : res.body.items).map((p: Pet) => p.name);
  }
  const q = (text: string) => `/api/patients?q=${encodeURIComponent(text)}`;

  it('without parameters: the whole list, an array as before', async () => {
    expect(await names('/api/patients')).toEqual(['Lunático', 'Pío', 'Ñoño', 'Luna']);
  });

  it('finds by pet name, species (and its everyday names), breed and owner, without case or accents', async () => {
    expect(await names(q('luna'))).toEqual(['Lunático', 'Luna']);
    expect(await names(q('NONO'))).toEqual(['Ñoño']);
    expect(await names(q('perro'))).toEqual(['Luna']);
    expect(await names(q('gato'))).toEqual(['Ñoño']);
    expect(await names(q('huron'))).toEqual(['Lunático']);
    expect(await names(q('siames'))).toEqual(['Ñoño']);
    expect(await names(q('munoz'))).toEqual(['Pío', 'Ñoño']);
    expect(await names(q('Pe\u0301rez'))).toEqual(['Lunático', 'Luna']);
  });

  it('needs every word, wherever it is (pet, species, owner)', async () => {
    expect(await names(q('luna perez'))).toEqual(['Lunático', 'Luna']);
    expect(await names(q('angela pio'))).toEqual(['Pío']);
    expect(await names(q('luna angela'))).toEqual([]);
    expect(await names(q('%'))).toEqual([]);
  });

  it('a page comes in an envelope with the total of matches', async () => {
    const res = await get(t.app, '/api/patients?limit=3', token);
    expect(res.body).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(res.body.items.map((p: Pet) => p.name)).toEqual(['Lunático', 'Pío', 'Ñoño']);
    expect(res.body.items[0].owner).toEqual(expect.objectContaining({ name: 'José Pérez' }));
    expect(await names('/api/patients?limit=3&page=2')).toEqual(['Luna']);
    const search = await get(t.app, `${q('luna')}&page=1`, token);
    expect(search.body).toMatchObject({ total: 2, page: 1, limit: 20 });
  });

  // A search's page and its total come from one statement (a window count over the matches): the
  // total stays every match's, on every page, past the last one, with short words and by owner.
  it('a search counts every match exactly, on any page and past the last one', async () => {
    const page = async (url: string) => {
      const res = await get(t.app, url, token);
      expect(res.status).toBe(200);
      return { total: res.body.total, names: res.body.items.map((p: Pet) => p.name) };
    };
    expect(await page(`${q('luna')}&limit=1&page=1`)).toEqual({ total: 2, names: ['Lunático'] });
    expect(await page(`${q('luna')}&limit=1&page=2`)).toEqual({ total: 2, names: ['Luna'] });
    expect(await page(`${q('luna')}&limit=1&page=3`)).toEqual({ total: 2, names: [] });
    expect(await page(`${q('luna')}&limit=20&page=9`)).toEqual({ total: 2, names: [] });
    expect(await page(`${q('nadie')}&page=1`)).toEqual({ total: 0, names: [] });
    expect(await page(`${q('nadie')}&page=2`)).toEqual({ total: 0, names: [] });
    expect(await page(`${q('o')}&limit=2&page=2`)).toEqual({ total: 4, names: ['Ñoño', 'Luna'] });
    expect(await page(`${q('lu pe')}&limit=1&page=2`)).toEqual({ total: 2, names: ['Luna'] });
    expect(await page(`/api/patients/owner/${jose._id}?q=luna&limit=1&page=2`)).toEqual({
      total: 2,
      names: ['Luna'],
    });
    expect(await page(`/api/patients/owner/${angela._id}?q=luna&page=1`)).toEqual({ total: 0, names: [] });
  });

  // Words of three characters or more run as a named statement, which PostgreSQL re-plans without the
  // words after five runs (a generic plan): the answers must not change, wildcards stay literal.
  it('a search answers the same once its named statement keeps a generic plan', async () => {
    for (let run = 0; run < 8; run++) {
      const res = await get(t.app, `${q('LUNA pérez')}&limit=1&page=${1 + (run % 3)}`, token);
      expect(res.body.total).toBe(2);
      expect(res.body.items.map((p: Pet) => p.name)).toEqual([['Lunático'], ['Luna'], []][run % 3]);
      expect(await names(`${q('%%%')}&page=1`)).toEqual([]);
      expect(await names(`${q('lun_')}&page=1`)).toEqual([]);
      expect(await names(`${q('siamés')}&page=1`)).toEqual(['Ñoño']);
    }
  });

  it("an owner's pets: the array as before, or a search and a page of them", async () => {
    const url = `/api/patients/owner/${angela._id}`;
    expect(await names(url)).toEqual(['Pío', 'Ñoño']);
    const res = await get(t.app, `${url}?limit=1&page=2`, token);
    expect(res.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(res.body.items.map((p: Pet) => p.name)).toEqual(['Ñoño']);
    expect(await names(`${url}?q=gato`)).toEqual(['Ñoño']);
    expect((await get(t.app, `${url}?limit=1`, other)).status).toBe(404);
  });

  it("another vet's pets are never found, nor counted", async () => {
    expect(await names(q('ajena'))).toEqual([]);
    expect(await names(q('luna'), other)).toEqual(['Luna']);
    expect((await get(t.app, '/api/patients?page=1', other)).body.total).toBe(1);
  });

  it.each([
    ['?page=0', 'La página debe ser un número entero mayor o igual a 1'],
    ['?page=uno', 'La página debe ser un número entero mayor o igual a 1'],
    ['?limit=0', 'El límite debe ser un número entero entre 1 y 1000'],
    ['?limit=1001', 'El límite debe ser un número entero entre 1 y 1000'],
    [`?q=${'a'.repeat(101)}`, 'La búsqueda admite como máximo 100 caracteres'],
  ])('%s → 400 "%s"', async (query, msg) => {
    const res = await get(t.app, `/api/patients${query}`, token);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect(res.body.errors[0].msg).toBe(msg);
  });

  it("renaming an owner re-indexes the pets' search, without touching their updatedAt", async () => {
    const res = await put(
      t.app,
      `/api/owners/${jose._id}`,
      { name: 'Josefina Márquez', contact: '+584121234567', version: jose.version },
      token,
    );
    expect(res.status).toBe(200);
    expect(await names(q('marquez'))).toEqual(['Lunático', 'Luna']);
    expect(await names(q('perez'))).toEqual([]);
    const after = (await get(t.app, `/api/patients/${luna._id}`, token)).body as Pet;
    expect(after.updatedAt).toBe(luna.updatedAt);
    expect(after.version).toBe(luna.version);
  });

  it('renaming or changing the species of a pet re-indexes it', async () => {
    const res = await sendForm(t, 'PUT', `/api/patients/${luna._id}`, token, {
      name: 'Canela',
      species: 'Conejo',
      version: luna.version,
    });
    expect(res.status).toBe(200);
    expect(await names(q('canela conejo'))).toEqual(['Canela']);
    expect(await names(q('perro'))).toEqual([]);
  });
});
