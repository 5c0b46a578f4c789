import { useStarted } from './helpers/app.js';
import { BY_ANA, get, signUp } from './helpers/http.js';
import { createOwner, del, vetWithOwner } from './helpers/owners.js';
import { createPet, petFields, sendForm, startPatientsApp } from './helpers/patients.js';

describe('patients: calls and shapes', () => {
  const t = useStarted(startPatientsApp);
  let token: string;
  let ownerId: string;
  let owner: { _id: string; name: string; contact: string; email: string };
  beforeAll(async () => {
    ({ token, owner, ownerId } = await vetWithOwner(t, { name: 'Carla Rondón', email: 'carla@correo.test' }));
  });

  const ownerSummary = () => ({
    _id: owner._id,
    name: owner.name,
    contact: owner.contact,
    email: owner.email,
  });

  it('POST /owners/:ownerId/patients registers a pet: 201, message and the whole pet', async () => {
    const res = await sendForm(
      t,
      'POST',
      `/api/owners/${ownerId}/patients`,
      token,
      petFields({ name: ' Luna ', species: 'Hurón', sex: 'Hembra', referringVet: 'Dr. Páez' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe('Mascota registrada con éxito');
    expect(res.body.patient).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Luna',
      birthDate: '2020-05-17',
      species: 'Hurón',
      breed: 'Mestizo',
      sex: 'Hembra',
      weight: 12.5,
      owner: ownerSummary(),
      photo: null,
      mainVet: 'M.V. Ana Pérez',
      referringVet: 'Dr. Páez',
      allergies: '',
      chronicConditions: '',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
  });

  it('optional fields may be left out: breed and referringVet "", weight null', async () => {
    const { breed: _b, weight: _w, referringVet: _r, ...required } = petFields();
    const res = await sendForm(t, 'POST', `/api/owners/${ownerId}/patients`, token, required);
    expect(res.status).toBe(201);
    expect(res.body.patient).toMatchObject({ breed: '', weight: null, referringVet: '' });
    const empty = await sendForm(
      t,
      'POST',
      `/api/owners/${ownerId}/patients`,
      token,
      petFields({ weight: '' }),
    );
    expect(empty.body.patient.weight).toBeNull();
    const zero = await sendForm(
      t,
      'POST',
      `/api/owners/${ownerId}/patients`,
      token,
      petFields({ weight: '0' }),
    );
    expect(zero.body.patient.weight).toBe(0);
  });

  it('GET /patients lists newest first with the owner embedded; GET /patients/:id gives one', async () => {
    const first = await createPet(t, token, ownerId, { name: 'Primero' });
    t.clock.advance(1000);
    const second = await createPet(t, token, ownerId, { name: 'Segundo' });
    const list = await get(t.app, '/api/patients', token);
    expect(list.status).toBe(200);
    const names = list.body.map((p: { name: string }) => p.name);
    expect(names.indexOf('Segundo')).toBeLessThan(names.indexOf('Primero'));
    expect(list.body[0]).toEqual(second);
    const one = await get(t.app, `/api/patients/${first._id}`, token);
    expect(one).toMatchObject({ status: 200, body: first });
    expect(one.body.owner).toEqual(ownerSummary());
  });

  it('GET /patients/owner/:ownerId lists only that owner’s pets', async () => {
    const other = await createOwner(t, token);
    const pet = await createPet(t, token, other._id, { name: 'Solo' });
    const res = await get(t.app, `/api/patients/owner/${other._id}`, token);
    expect(res).toMatchObject({ status: 200, body: [pet] });
    const none = await createOwner(t, token);
    expect(await get(t.app, `/api/patients/owner/${none._id}`, token)).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it('GET /patients/count is the number of the vet’s pets', async () => {
    const vet = await signUp(t);
    const o = await createOwner(t, vet.token);
    expect((await get(t.app, '/api/patients/count', vet.token)).body).toEqual({ total: 0 });
    await createPet(t, vet.token, o._id);
    await createPet(t, vet.token, o._id);
    expect(await get(t.app, '/api/patients/count', vet.token)).toMatchObject({
      status: 200,
      body: { total: 2 },
    });
  });

  it('PUT with only weight changes only weight (and updatedAt)', async () => {
    const pet = await createPet(t, token, ownerId, { name: 'Pesado', weight: '10' });
    t.clock.advance(1000);
    const res = await sendForm(t, 'PUT', `/api/patients/${pet._id}`, token, {
      weight: '11.3',
      version: pet.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Información actualizada con éxito');
    const { weight, updatedAt, version, ...rest } = res.body.patient;
    const { weight: oldWeight, updatedAt: oldUpdatedAt, version: oldVersion, ...before } = pet;
    expect([weight, oldWeight]).toEqual([11.3, 10]);
    expect([version, oldVersion]).toEqual([2, 1]);
    expect(rest).toEqual(before);
    expect(new Date(updatedAt).getTime()).toBeGreaterThan(new Date(oldUpdatedAt).getTime());
    expect((await get(t.app, `/api/patients/${pet._id}`, token)).body).toEqual({
      ...res.body.patient,
      ...BY_ANA,
    });
  });

  it('PUT changes any subset; weight "" removes the weight', async () => {
    const pet = await createPet(t, token, ownerId);
    const changes = {
      name: 'Renombrado',
      birthDate: '2019-01-02',
      species: 'Felino',
      sex: 'Hembra',
      breed: 'Siamés',
      mainVet: 'Otra Vet',
      referringVet: 'Dr. X',
    };
    const res = await sendForm(t, 'PUT', `/api/patients/${pet._id}`, token, {
      ...changes,
      weight: '',
      version: pet.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.patient).toMatchObject({
      ...changes,
      weight: null,
      owner: ownerSummary(),
    });
  });

  it('PUT with nothing to change: 400 "No hay cambios para guardar" (unknown fields do not count)', async () => {
    const pet = await createPet(t, token, ownerId);
    for (const fields of [{}, { owner: 'x', vetId: 'y' }] as Record<string, string>[]) {
      const res = await sendForm(t, 'PUT', `/api/patients/${pet._id}`, token, { ...fields, version: 1 });
      expect(res).toMatchObject({ status: 400, body: { msg: 'No hay cambios para guardar' } });
    }
    expect((await get(t.app, `/api/patients/${pet._id}`, token)).body).toEqual({ ...pet, ...BY_ANA });
  });

  it('PUT cannot move a pet to another owner', async () => {
    const pet = await createPet(t, token, ownerId);
    const other = await createOwner(t, token);
    const res = await sendForm(t, 'PUT', `/api/patients/${pet._id}`, token, {
      name: 'Igual',
      owner: other._id,
      version: pet.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.patient.owner._id).toBe(ownerId);
  });

  it('DELETE /patients/:id removes the pet: 200 message, then 404', async () => {
    const pet = await createPet(t, token, ownerId);
    expect(await del(t.app, `/api/patients/${pet._id}`, token)).toMatchObject({
      status: 200,
      body: { msg: 'Mascota eliminada con éxito' },
    });
    expect(await get(t.app, `/api/patients/${pet._id}`, token)).toMatchObject({
      status: 404,
      body: { msg: 'Mascota no encontrada' },
    });
    expect(await del(t.app, `/api/patients/${pet._id}`, token)).toMatchObject({ status: 404 });
  });

  it('deleting an owner deletes its pets', async () => {
    const o = await createOwner(t, token);
    const pet = await createPet(t, token, o._id);
    expect((await del(t.app, `/api/owners/${o._id}`, token)).status).toBe(200);
    expect((await get(t.app, `/api/patients/${pet._id}`, token)).status).toBe(404);
  });

  it('unknown or malformed ids answer 404 with the Spanish message, never 500', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [missing, 'no-es-un-uuid', '1', "1' OR '1'='1"]) {
      const path = encodeURIComponent(id);
      expect(await get(t.app, `/api/patients/${path}`, token)).toMatchObject({
        status: 404,
        body: { msg: 'Mascota no encontrada' },
      });
      expect(await del(t.app, `/api/patients/${path}`, token)).toMatchObject({
        status: 404,
        body: { msg: 'Mascota no encontrada' },
      });
      expect(
        await sendForm(t, 'PUT', `/api/patients/${path}`, token, { name: 'X', version: 1 }),
      ).toMatchObject({
        status: 404,
        body: { msg: 'Mascota no encontrada' },
      });
      expect(await get(t.app, `/api/patients/owner/${path}`, token)).toMatchObject({
        status: 404,
        body: { msg: 'Propietario no encontrado' },
      });
      expect(await sendForm(t, 'POST', `/api/owners/${path}/patients`, token, petFields())).toMatchObject({
        status: 404,
        body: { msg: 'Propietario no encontrado' },
      });
    }
  });

  it('every call needs a session: 401', async () => {
    const pet = await createPet(t, token, ownerId);
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/patients' }),
      t.app.inject({ method: 'GET', url: '/api/patients/count' }),
      t.app.inject({ method: 'GET', url: `/api/patients/${pet._id}` }),
      t.app.inject({ method: 'GET', url: `/api/patients/owner/${ownerId}` }),
      t.app.inject({ method: 'PUT', url: `/api/patients/${pet._id}` }),
      t.app.inject({ method: 'DELETE', url: `/api/patients/${pet._id}` }),
      t.app.inject({ method: 'POST', url: `/api/owners/${ownerId}/patients` }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ msg: 'Sesión no válida o expirada' });
    }
  });

  it('8,000 pets come back in one quick call', async () => {
    const vet = await signUp(t);
    const o = await createOwner(t, vet.token);
    const { rows } = await t.db.query<{ id: string }>('SELECT clinic_id AS id FROM owners WHERE id = $1', [
      o._id,
    ]);
    await t.db.query(
      `INSERT INTO patients (clinic_id, owner_id, name, birth_date, species, sex, main_vet, created_at)
       SELECT $1, $2, 'Mascota ' || n, DATE '2020-01-01', 'Canino', 'Macho', 'M.V. Ana', now() - n * interval '1 second'
       FROM generate_series(1, 8000) AS n`,
      [rows[0].id, o._id],
    );
    const res = await get(t.app, '/api/patients', vet.token);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(8000);
    expect(res.body[0].name).toBe('Mascota 1');
    expect(res.body[0].owner._id).toBe(o._id);
    expect((await get(t.app, '/api/patients/count', vet.token)).body).toEqual({ total: 8000 });
  });
});
