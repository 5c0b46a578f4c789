import { useTestApp } from './helpers/app.js';
import { get, post, put } from './helpers/http.js';
import { newOwner, vetWithOwner } from './helpers/owners.js';

const PHONE_INVALID = 'Teléfono inválido: código de país seguido solo de números';

describe("owners: server-side validation with the forms' messages", () => {
  const t = useTestApp();
  let token: string;
  let ownerId: string;
  beforeAll(async () => ({ token, ownerId } = await vetWithOwner(t)));

  /** The field → message map of a 400 answer; msg repeats the first problem. */
  async function fieldErrors(method: 'POST' | 'PUT', body: unknown): Promise<Record<string, string>> {
    const res =
      method === 'POST'
        ? await post(t.app, '/api/owners', body, token)
        : // The version the edit form loaded (the owner is never changed here: it stays at 1).
          await put(t.app, `/api/owners/${ownerId}`, { version: 1, ...(body as object) }, token);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(res.body.errors[0].msg);
    return Object.fromEntries(res.body.errors.map((e: { field: string; msg: string }) => [e.field, e.msg]));
  }

  it('create: names every missing required field', async () => {
    expect(await fieldErrors('POST', {})).toEqual({
      name: 'El nombre es requerido',
      contact: 'El teléfono es obligatorio',
    });
  });

  it('edit: the name has its own message', async () => {
    expect(await fieldErrors('PUT', {})).toEqual({
      name: 'El nombre del propietario es obligatorio',
      contact: 'El teléfono es obligatorio',
    });
    expect(await fieldErrors('PUT', newOwner({ name: '   ' }))).toEqual({
      name: 'El nombre del propietario es obligatorio',
    });
    expect(await fieldErrors('PUT', newOwner({ name: 'J' }))).toEqual({ name: 'Mínimo 2 caracteres' });
  });

  it.each([
    ['name', '', 'El nombre es requerido'],
    ['name', '    ', 'El nombre es requerido'],
    ['name', 'A', 'Mínimo 2 caracteres'],
    ['name', '  A  ', 'Mínimo 2 caracteres'],
    ['name', 'x'.repeat(121), 'Máximo 120 caracteres'],
    ['name', { first: 'Ana' }, 'Debe ser un texto'],
    ['contact', '', 'El teléfono es obligatorio'],
    ['contact', '04121234567', PHONE_INVALID],
    ['contact', '+58 412 1234567', PHONE_INVALID],
    ['contact', '+58-412-1234567', PHONE_INVALID],
    ['contact', '+58412abc4567', PHONE_INVALID],
    ['contact', '+58', PHONE_INVALID],
    ['contact', '+5812', PHONE_INVALID],
    ['contact', '+5812345678901234567', PHONE_INVALID],
    ['contact', '+12345-8095551234', PHONE_INVALID],
    ['email', 'no-es-un-correo', 'Formato de email inválido'],
    ['email', 'ana@clinica', 'Formato de email inválido'],
    ['email', 'ana maria@correo.test', 'Formato de email inválido'],
    ['email', `${'a'.repeat(250)}@b.co`, 'Máximo 254 caracteres'],
    ['address', 'x'.repeat(301), 'Máximo 300 caracteres'],
  ])('%s = %j → "%s" (create and edit)', async (field, value, message) => {
    const body = newOwner({ [field]: value });
    const onCreate = await fieldErrors('POST', body);
    expect(onCreate).toEqual({ [field]: message });
    const onEdit = await fieldErrors('PUT', body);
    const editMessage =
      message === 'El nombre es requerido' ? 'El nombre del propietario es obligatorio' : message;
    expect(onEdit).toEqual({ [field]: editMessage });
  });

  // 254 characters, the most an address may have: a 64-character local part and 63-character labels.
  const LONGEST_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.co`;

  it('accepts the limits themselves: 2 and 120 characters, 254 e-mail, 300 address', async () => {
    const res = await post(
      t.app,
      '/api/owners',
      { name: 'Al', contact: '+581234', email: LONGEST_EMAIL, address: 'x'.repeat(300) },
      token,
    );
    expect(res.status).toBe(201);
    const longName = await post(t.app, '/api/owners', newOwner({ name: 'x'.repeat(120) }), token);
    expect(longName.status).toBe(201);
  });

  it('reports every wrong field at once', async () => {
    expect(
      await fieldErrors('POST', { name: 'A', contact: '123', email: 'malo', address: 'x'.repeat(301) }),
    ).toEqual({
      name: 'Mínimo 2 caracteres',
      contact: PHONE_INVALID,
      email: 'Formato de email inválido',
      address: 'Máximo 300 caracteres',
    });
  });

  it('a rejected edit changes nothing', async () => {
    const before = await get(t.app, `/api/owners/${ownerId}`, token);
    await fieldErrors('PUT', newOwner({ contact: 'abc' }));
    expect(await get(t.app, `/api/owners/${ownerId}`, token)).toEqual(before);
  });

  it('a JSON body that is not an object: 400 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      payload: '["Ana", "+584121234567"]',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Los datos enviados deben ser un objeto JSON');
  });
});
