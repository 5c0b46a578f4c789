import { startTestApp, type TestApp } from './helpers/app.js';
import { get, signUp } from './helpers/http.js';
import { createOwner } from './helpers/owners.js';

describe('owners: search and pages', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await signUp(t)).token;
    // Oldest first, so the list answers them in reverse.
    await createOwner(t, token, { name: 'José Pérez', contact: '+584121234567' });
    await createOwner(t, token, { name: 'ÁNGELA MUÑOZ', contact: '+573009876543' });
    await createOwner(t, token, { name: 'Joselyn Ríos', contact: '+1-8095550101' });
    await createOwner(t, token, { name: '100% Mascotas_Club', contact: '+34600111222' });
    await createOwner(t, token, { name: 'Ramón Díaz', contact: '+593987654321' });
  });
  afterAll(() => t.close());

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

  it('limit and offset page through the same order', async () => {
    expect(await names('?limit=2')).toEqual(['Ramón Díaz', '100% Mascotas_Club']);
    expect(await names('?limit=2&offset=2')).toEqual(['Joselyn Ríos', 'ÁNGELA MUÑOZ']);
    expect(await names('?limit=2&offset=4')).toEqual(['José Pérez']);
    expect(await names('?offset=5')).toEqual([]);
    expect(await names(`${q('jose')}&limit=1&offset=1`)).toEqual(['José Pérez']);
  });

  it.each([
    ['?limit=0', 'El límite debe ser un número entero entre 1 y 1000'],
    ['?limit=1001', 'El límite debe ser un número entero entre 1 y 1000'],
    ['?limit=abc', 'El límite debe ser un número entero entre 1 y 1000'],
    ['?limit=1.5', 'El límite debe ser un número entero entre 1 y 1000'],
    ['?offset=-1', 'El desplazamiento debe ser un número entero mayor o igual a 0'],
    [`?q=${'a'.repeat(101)}`, 'La búsqueda admite como máximo 100 caracteres'],
  ])('%s → 400 "%s"', async (query, message) => {
    const res = await get(t.app, `/api/owners${query}`, token);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });
});
