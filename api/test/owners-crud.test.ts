import { useTestApp } from './helpers/app.js';
import { BY_ANA, get, post, put, signUp } from './helpers/http.js';
import { createOwner, del, newOwner } from './helpers/owners.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OWNER_FIELDS = [
  '_id',
  'address',
  'contact',
  'createdAt',
  'email',
  'name',
  'remindersOptOut',
  'updatedAt',
  'version',
];

describe('owners: create, read, update, delete', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => ({ token } = await signUp(t)));

  it('POST /owners: 201 with the message and the owner, trimmed, exactly the owner fields', async () => {
    const res = await post(
      t.app,
      '/api/owners',
      { name: '  José Pérez ', contact: '+584141112233', email: ' jose@correo.test ', address: ' Calle 5 ' },
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe('Propietario creado con éxito');
    const owner = res.body.owner;
    expect(Object.keys(owner).sort()).toEqual(OWNER_FIELDS);
    expect(owner).toMatchObject({
      name: 'José Pérez',
      contact: '+584141112233',
      email: 'jose@correo.test',
      address: 'Calle 5',
    });
    expect(owner._id).toMatch(UUID);
    expect(new Date(owner.createdAt).toISOString()).toBe(owner.createdAt);
    expect(owner.updatedAt).toBe(owner.createdAt);
    expect(owner.version).toBe(1);
  });

  it('email and address may be left out or empty: they come back as ""', async () => {
    const left = await post(t.app, '/api/owners', { name: 'Luis', contact: '+573001234567' }, token);
    const empty = await post(
      t.app,
      '/api/owners',
      { name: 'Luisa', contact: '+573001234568', email: '', address: '' },
      token,
    );
    for (const res of [left, empty]) {
      expect(res.status).toBe(201);
      expect(res.body.owner).toMatchObject({ email: '', address: '' });
    }
  });

  it('accepts every dial code shape of the form, including +1-809 and +593', async () => {
    for (const contact of ['+18095551234', '+1-8095551234', '+1-7875551234', '+5939876543', '+50761234567']) {
      const res = await post(t.app, '/api/owners', newOwner({ contact }), token);
      expect([contact, res.status, res.body.owner?.contact]).toEqual([contact, 201, contact]);
    }
  });

  it('unknown fields are dropped: the server picks the id, the dates and the clinic', async () => {
    const other = await signUp(t);
    const res = await post(
      t.app,
      '/api/owners',
      newOwner({
        _id: '00000000-0000-4000-8000-000000000000',
        createdAt: '2000-01-01T00:00:00.000Z',
        vetId: 'x',
        vet_id: 'y',
        clinicId: 'x',
        clinic_id: 'y',
        search_text: 'z',
        pets: ['Firulais'],
      }),
      token,
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.owner).sort()).toEqual(OWNER_FIELDS);
    expect(res.body.owner._id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(res.body.owner.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect((await get(t.app, `/api/owners/${res.body.owner._id}`, token)).status).toBe(200);
    expect((await get(t.app, `/api/owners/${res.body.owner._id}`, other.token)).status).toBe(404);
  });

  it('the body must be JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      payload: 'name=Ana&contact=%2B584121234567',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ msg: 'Tipo de contenido no soportado. Envía los datos como JSON.' });
    const none = await post(t.app, '/api/owners', undefined, token);
    expect(none.status).toBe(400);
    expect(typeof none.body.msg).toBe('string');
  });

  it('GET /owners lists every owner of the vet, newest first, as created', async () => {
    const vet = await signUp(t);
    expect(await get(t.app, '/api/owners', vet.token)).toMatchObject({ status: 200, body: [] });
    const created = [];
    for (let i = 0; i < 4; i++) created.push(await createOwner(t, vet.token));
    const res = await get(t.app, '/api/owners', vet.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([...created].reverse());
  });

  it('GET /owners/:id answers the owner', async () => {
    const owner = await createOwner(t, token, { name: 'Carmen Rojas' });
    expect(await get(t.app, `/api/owners/${owner._id}`, token)).toMatchObject({ status: 200, body: owner });
  });

  it('GET /owners/:id of an unknown id: 404 "Propietario no encontrado"', async () => {
    const res = await get(t.app, '/api/owners/7d0c9a4e-1b2c-4d3e-8f90-123456789abc', token);
    expect(res).toMatchObject({ status: 404, body: { msg: 'Propietario no encontrado' } });
  });

  it('PUT /owners/:id replaces the fields, keeps createdAt and moves updatedAt', async () => {
    const owner = await createOwner(t, token);
    t.clock.advance(60_000);
    const res = await put(
      t.app,
      `/api/owners/${owner._id}`,
      {
        name: ' Pedro Díaz ',
        contact: '+1-8095550000',
        email: 'pedro@correo.test',
        address: 'Santo Domingo',
        version: owner.version,
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Propietario actualizado con éxito');
    expect(Object.keys(res.body.owner).sort()).toEqual(OWNER_FIELDS);
    expect(res.body.owner).toMatchObject({
      _id: owner._id,
      name: 'Pedro Díaz',
      contact: '+1-8095550000',
      email: 'pedro@correo.test',
      address: 'Santo Domingo',
      createdAt: owner.createdAt,
      version: 2,
    });
    expect(new Date(res.body.owner.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(owner.updatedAt).getTime() + 60_000,
    );
    expect((await get(t.app, `/api/owners/${owner._id}`, token)).body).toEqual({
      ...res.body.owner,
      ...BY_ANA,
    });
  });

  it('PUT without email or address clears them (the edit form sends the whole owner)', async () => {
    const owner = await createOwner(t, token);
    const res = await put(
      t.app,
      `/api/owners/${owner._id}`,
      { name: owner.name, contact: owner.contact, version: owner.version },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.owner).toMatchObject({ email: '', address: '', name: owner.name });
  });

  it('PUT of an unknown id: 404 and nothing is created', async () => {
    const id = '7d0c9a4e-1b2c-4d3e-8f90-123456789abd';
    const res = await put(t.app, `/api/owners/${id}`, newOwner({ version: 1 }), token);
    expect(res).toMatchObject({ status: 404, body: { msg: 'Propietario no encontrado' } });
    expect((await get(t.app, `/api/owners/${id}`, token)).status).toBe(404);
  });

  it('DELETE /owners/:id: 200 with the message, then the owner is gone everywhere', async () => {
    const owner = await createOwner(t, token);
    const res = await del(t.app, `/api/owners/${owner._id}`, token);
    expect(res).toMatchObject({ status: 200, body: { msg: 'Propietario eliminado con éxito' } });
    expect(Object.keys(res.body)).toEqual(['msg']);
    expect(await get(t.app, `/api/owners/${owner._id}`, token)).toMatchObject({
      status: 404,
      body: { msg: 'Propietario no encontrado' },
    });
    const list = await get(t.app, '/api/owners', token);
    expect(list.body.map((o: { _id: string }) => o._id)).not.toContain(owner._id);
    expect(await del(t.app, `/api/owners/${owner._id}`, token)).toMatchObject({
      status: 404,
      body: { msg: 'Propietario no encontrado' },
    });
  });
});
