import { useTestApp } from './helpers/app.js';
import { get, signUp } from './helpers/http.js';
import { createOwner } from './helpers/owners.js';

describe('owners: search and pages', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = (await signUp(t)).token;
    // Oldest first, so the list answers them in reverse.
    await createOwner(t, token, { name: 'José Pérez', contact: '+584121234567' });
    await createOwner(t, token, { name: 'ÁNGELA MUÑOZ', contact: '+573009876543' });
    await createOwner(t, token, { name: 'Joselyn Ríos', contact: '+1-8095550101' });
    await createOwner(t, token, { name: '100% Mascotas_Club', contact: '+34600111222' });
    await createOwner(t, token, { name: 'Ramón Díaz', contact: '+593987654321' });
  });

  /** The names a query answers, in the order answered. */
  async function names(query: string): Promise<string[]> {
    const res = await get(t.app, `/api/owners${query}`, token);
    expect(res.status).toBe(200);
    return res.body.map((o: { name: string }) => o.name);
  }
  const q = (text: string) => `?q=${encodeURIComponent(text)}`;

  it('without parameters: every owner, newest first', async () => {
    expect(await names('')).toEqual([
      'Ramón Díaz',
      '100% Mascotas_Club',
      'Joselyn Ríos',
      'ÁNGELA MUÑOZ',
      'José Pérez',
    ]);
  });

  it('ignores case and accents, in the query and in the name', async () => {
    expect(await names(q('jose'))).toEqual(['Joselyn Ríos', 'José Pérez']);
    expect(await names(q('JOSÉ PÉREZ'))).toEqual(['José Pérez']);
    expect(await names(q('perez'))).toEqual(['José Pérez']);
    expect(await names(q('angela munoz'))).toEqual(['ÁNGELA MUÑOZ']);
    expect(await names(q('Muñoz'))).toEqual(['ÁNGELA MUÑOZ']);
    expect(await names(q('rios'))).toEqual(['Joselyn Ríos']);
  });

  it('a query typed with a combining accent (NFD) finds the same owner', async () => {
    expect(await names(q('Jose\u0301 Pe\u0301rez'))).toEqual(['José Pérez']);
  });

  it('extra spaces in the query do not matter', async () => {
    expect(await names(q('  jose   perez  '))).toEqual(['José Pérez']);
  });

  it('a piece of the phone number finds the owner, with or without the dial code or separators', async () => {
    expect(await names(q('1234567'))).toEqual(['José Pérez']);
    expect(await names(q('+58412'))).toEqual(['José Pérez']);
    expect(await names(q('412 123'))).toEqual(['José Pérez']);
    expect(await names(q('8095550101'))).toEqual(['Joselyn Ríos']);
    expect(await names(q('+1-809'))).toEqual(['Joselyn Ríos']);
    expect(await names(q('(809) 555-0101'))).toEqual(['Joselyn Ríos']);
    // Digits in a row, as typed: two pieces of the number far apart are not a match.
    expect(await names(q('412 4567'))).toEqual([]);
  });

  it('% and _ are plain characters, not wildcards', async () => {
    expect(await names(q('100%'))).toEqual(['100% Mascotas_Club']);
    expect(await names(q('s_c'))).toEqual(['100% Mascotas_Club']);
    expect(await names(q('%'))).toEqual(['100% Mascotas_Club']);
    expect(await names(q('_'))).toEqual(['100% Mascotas_Club']);
  });

  it('no match: an empty list; a blank query: everything', async () => {
    expect(await names(q('zzz'))).toEqual([]);
    expect(await names(q('   '))).toHaveLength(5);
    expect(await names('?q=')).toHaveLength(5);
  });

  it('page and limit answer one page of the same order, with the total of matches', async () => {
    const page = async (query: string) => {
      const res = await get(t.app, `/api/owners${query}`, token);
      expect(res.status).toBe(200);
      return { ...res.body, items: res.body.items.map((o: { name: string }) => o.name) };
    };
    expect(await page('?limit=2')).toEqual({
      items: ['Ramón Díaz', '100% Mascotas_Club'],
      total: 5,
      page: 1,
      limit: 2,
    });
    expect((await page('?limit=2&page=2')).items).toEqual(['Joselyn Ríos', 'ÁNGELA MUÑOZ']);
    expect((await page('?limit=2&page=3')).items).toEqual(['José Pérez']);
    expect(await page('?limit=2&page=4')).toEqual({ items: [], total: 5, page: 4, limit: 2 });
    expect(await page('?page=1')).toMatchObject({ total: 5, page: 1, limit: 20 });
    expect(await page(`${q('jose')}&limit=1&page=2`)).toEqual({
      items: ['José Pérez'],
      total: 2,
      page: 2,
      limit: 1,
    });
  });

  it('every word must appear, in any order', async () => {
    expect(await names(q('perez jose'))).toEqual(['José Pérez']);
    expect(await names(q('jose zzz'))).toEqual([]);
  });

  it.each([
    ['?limit=0', 'El límite debe ser un número entero entre 1 y 1000'],
    ['?limit=1001', 'El límite debe ser un número entero entre 1 y 1000'],
    ['?limit=abc', 'El límite debe ser un número entero entre 1 y 1000'],
    ['?limit=1.5', 'El límite debe ser un número entero entre 1 y 1000'],
    ['?page=0', 'La página debe ser un número entero mayor o igual a 1'],
    ['?page=x', 'La página debe ser un número entero mayor o igual a 1'],
    [`?q=${'a'.repeat(101)}`, 'La búsqueda admite como máximo 100 caracteres'],
  ])('%s → 400 "%s"', async (query, message) => {
    const res = await get(t.app, `/api/owners${query}`, token);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });
});
