import { randomUUID } from 'node:crypto';
import { useTestApp } from './helpers/app.js';
import { createService, newService, vetWithPet, type Service } from './helpers/grooming.js';
import { BY_ANA, get, post, put } from './helpers/http.js';
import { del } from './helpers/owners.js';
import { createPet } from './helpers/patients.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const serviceNotFound = { status: 404, body: { msg: 'Servicio de Estética no encontrado' } };
const petNotFound = { status: 404, body: { msg: 'Mascota no encontrada' } };

describe('grooming: record, read, correct and delete a service', () => {
  const t = useTestApp();
  let token: string;
  let pet: { _id: string; name: string; species: string; breed: string };
  let otherPet: { _id: string };
  let ownerId: string;
  beforeAll(async () => {
    const vet = await vetWithPet(t, { name: 'Luna', species: 'Felino', breed: 'Siamés' });
    token = vet.token;
    pet = vet.patient;
    ownerId = vet.ownerId;
    otherPet = await createPet(t, token, vet.ownerId, { name: 'Rocky' });
  });

  it('POST answers 201 with the message and the service, its pet embedded', async () => {
    const res = await post(t.app, `/api/patients/${pet._id}/grooming`, newService(), token);
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe('Servicio de Estética registrado con éxito');
    expect(res.body.service).toEqual({
      ...newService(), // as sent, the date already in UTC
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      patientId: { _id: pet._id, name: 'Luna', species: 'Felino', breed: 'Siamés' },
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
      version: 1,
    });
  });

  it('the URL names the pet: a patientId in the body is ignored, unknown fields are dropped', async () => {
    const res = await post(
      t.app,
      `/api/patients/${pet._id}/grooming`,
      newService({
        patientId: otherPet._id,
        vetId: randomUUID(),
        _id: randomUUID(),
        createdAt: '2001-01-01',
      }),
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.service.patientId._id).toBe(pet._id);
    expect(res.body.service.createdAt).not.toMatch(/^2001/);
    const { rows } = await t.db.query('SELECT patient_id FROM grooming_services WHERE id = $1', [
      res.body.service._id,
    ]);
    expect(rows).toEqual([{ patient_id: pet._id }]);
  });

  it('optional fields: observations default to "", a missing, null or empty exchangeRate is null', async () => {
    const body = newService();
    delete body.observations;
    delete body.exchangeRate;
    const res = await post(t.app, `/api/patients/${pet._id}/grooming`, body, token);
    expect(res.body.service).toMatchObject({ observations: '', exchangeRate: null });
    expect((await createService(t, token, pet._id, { exchangeRate: null })).exchangeRate).toBeNull();
    expect((await createService(t, token, pet._id, { exchangeRate: '' })).exchangeRate).toBeNull();
  });

  it('normalises what it stores: trimmed NFC text, numbers sent as text, any time zone as UTC', async () => {
    const service = await createService(t, token, pet._id, {
      service: 'Ban\u0303o',
      specifications: '  Solo baño  ',
      cost: ' 12.50 ',
      exchangeRate: '40',
      date: '2024-05-10T10:30:00-04:00',
    });
    expect(service).toMatchObject({
      service: 'Baño',
      specifications: 'Solo baño',
      cost: 12.5,
      exchangeRate: 40,
      date: '2024-05-10T14:30:00.000Z',
    });
  });

  it('an exchange rate keeps 4 decimals (rounded)', async () => {
    expect((await createService(t, token, pet._id, { exchangeRate: 36.12345678 })).exchangeRate).toBe(
      36.1235,
    );
  });

  it('POST for a pet that does not exist, or with a malformed id: 404 Mascota no encontrada', async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM grooming_services')).rows[0].n;
    expect(await post(t.app, `/api/patients/${randomUUID()}/grooming`, newService(), token)).toMatchObject(
      petNotFound,
    );
    expect(await post(t.app, '/api/patients/no-es-un-id/grooming', newService(), token)).toMatchObject(
      petNotFound,
    );
    expect((await t.db.query('SELECT count(*)::int AS n FROM grooming_services')).rows[0].n).toBe(before);
  });

  it('GET /grooming/:id answers { service }; unknown or malformed ids 404', async () => {
    const created = await createService(t, token, pet._id, { specifications: 'Para leer' });
    expect(await get(t.app, `/api/grooming/${created._id}`, token)).toMatchObject({
      status: 200,
      body: { service: created },
    });
    expect(await get(t.app, `/api/grooming/${randomUUID()}`, token)).toMatchObject(serviceNotFound);
    expect(await get(t.app, '/api/grooming/123', token)).toMatchObject(serviceNotFound);
  });

  it('GET /patients/:patientId/grooming lists that pet’s services newest first; 404 for no pet', async () => {
    const lonely = await createPet(t, token, ownerId, { name: 'Sola' });
    expect(await get(t.app, `/api/patients/${lonely._id}/grooming`, token)).toMatchObject({
      status: 200,
      body: { services: [] },
    });
    const old = await createService(t, token, lonely._id, { date: '2024-01-01T12:00:00Z' });
    const recent = await createService(t, token, lonely._id, { date: '2024-03-01T12:00:00Z' });
    await createService(t, token, otherPet._id, { date: '2024-02-01T12:00:00Z' });
    const res = await get(t.app, `/api/patients/${lonely._id}/grooming`, token);
    expect(res.body.services).toEqual([recent, old]);
    expect(await get(t.app, `/api/patients/${randomUUID()}/grooming`, token)).toMatchObject(petNotFound);
    expect(await get(t.app, '/api/patients/x/grooming', token)).toMatchObject(petNotFound);
  });

  it('GET /grooming lists every service of the vet, newest first, each with its pet', async () => {
    const res = await get(t.app, '/api/grooming', token);
    expect(res.status).toBe(200);
    const services = res.body.services as Service[];
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM grooming_services');
    expect(services).toHaveLength(rows[0].n);
    const dates = services.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const s of services)
      expect(Object.keys(s.patientId).sort()).toEqual(['_id', 'breed', 'name', 'species']);
  });

  it('services on the same instant: the one recorded last comes first', async () => {
    const twin = await createPet(t, token, ownerId, { name: 'Gemela' });
    const first = await createService(t, token, twin._id, { date: '2024-04-04T12:00:00Z' });
    const second = await createService(t, token, twin._id, { date: '2024-04-04T12:00:00Z' });
    expect((await get(t.app, `/api/patients/${twin._id}/grooming`, token)).body.services).toEqual([
      second,
      first,
    ]);
  });

  it('PUT replaces the whole service (the pet stays), keeps createdAt and moves updatedAt', async () => {
    const created = await createService(t, token, pet._id);
    const body = newService({
      date: '2024-06-01T09:00:00.000Z',
      service: 'Corte',
      specifications: 'Corregido',
      cost: 20,
      paymentType: 'Zelle',
      patientId: otherPet._id,
      version: created.version,
    });
    delete body.observations;
    delete body.exchangeRate;
    const res = await put(t.app, `/api/grooming/${created._id}`, body, token);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Servicio de Estética actualizado con éxito');
    expect(res.body.service).toEqual({
      ...created,
      date: '2024-06-01T09:00:00.000Z',
      service: 'Corte',
      specifications: 'Corregido',
      observations: '',
      cost: 20,
      paymentType: 'Zelle',
      exchangeRate: null,
      updatedAt: expect.stringMatching(ISO),
      version: 2,
    });
    expect(res.body.service.updatedAt > created.updatedAt).toBe(true);
    expect((await get(t.app, `/api/grooming/${created._id}`, token)).body.service).toEqual({
      ...res.body.service,
      ...BY_ANA,
    });
  });

  it('PUT of an unknown or malformed id: 404, nothing created', async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM grooming_services')).rows[0].n;
    expect(
      await put(t.app, `/api/grooming/${randomUUID()}`, newService({ version: 1 }), token),
    ).toMatchObject(serviceNotFound);
    expect(await put(t.app, '/api/grooming/zzz', newService(), token)).toMatchObject(serviceNotFound);
    expect((await t.db.query('SELECT count(*)::int AS n FROM grooming_services')).rows[0].n).toBe(before);
  });

  it('DELETE removes it: the message, then 404 to read or delete it again', async () => {
    const created = await createService(t, token, pet._id);
    expect(await del(t.app, `/api/grooming/${created._id}`, token)).toMatchObject({
      status: 200,
      body: { msg: 'Servicio de Estética eliminado con éxito' },
    });
    expect(await get(t.app, `/api/grooming/${created._id}`, token)).toMatchObject(serviceNotFound);
    expect(await del(t.app, `/api/grooming/${created._id}`, token)).toMatchObject(serviceNotFound);
    expect(await del(t.app, '/api/grooming/nada', token)).toMatchObject(serviceNotFound);
  });

  it('every call needs a session: 401 in Spanish, nothing stored', async () => {
    const created = await createService(t, token, pet._id);
    const before = (await t.db.query('SELECT count(*)::int AS n FROM grooming_services')).rows[0].n;
    const noSession = { status: 401, body: { msg: 'Sesión no válida o expirada' } };
    expect(await post(t.app, `/api/patients/${pet._id}/grooming`, newService())).toMatchObject(noSession);
    expect(await get(t.app, '/api/grooming')).toMatchObject(noSession);
    expect(await get(t.app, '/api/grooming/counts')).toMatchObject(noSession);
    expect(await get(t.app, `/api/patients/${pet._id}/grooming`)).toMatchObject(noSession);
    expect(await get(t.app, `/api/grooming/${created._id}`)).toMatchObject(noSession);
    expect(await put(t.app, `/api/grooming/${created._id}`, newService())).toMatchObject(noSession);
    expect(await del(t.app, `/api/grooming/${created._id}`)).toMatchObject(noSession);
    expect((await t.db.query('SELECT count(*)::int AS n FROM grooming_services')).rows[0].n).toBe(before);
  });
});
