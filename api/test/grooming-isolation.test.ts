import { useTestApp } from './helpers/app.js';
import { createService, newService, query, vetWithPet, type Service } from './helpers/grooming.js';
import { BY_ANA, get, post, put } from './helpers/http.js';
import { del } from './helpers/owners.js';
import { createPet } from './helpers/patients.js';
import { expectRefusedAcrossClinics } from './helpers/tenancy.js';

const serviceNotFound = { status: 404, body: { msg: 'Servicio de Estética no encontrado' } };
const petNotFound = { status: 404, body: { msg: 'Mascota no encontrada' } };
const starts = {
  today: '2024-05-10T00:00:00-04:00',
  week: '2024-05-06T00:00:00-04:00',
  month: '2024-05-01T00:00:00-04:00',
  now: '2024-05-10T23:00:00-04:00',
};

/** Another vet's ids answer exactly like ids that do not exist, on every route; nothing changes. */
describe('grooming: isolation between vets', () => {
  const t = useTestApp();
  let a: string;
  let b: string;
  let petA: string;
  let serviceA: Service;
  let serviceB: Service;
  beforeAll(async () => {
    const vetA = await vetWithPet(t);
    const vetB = await vetWithPet(t);
    a = vetA.token;
    b = vetB.token;
    petA = vetA.patient._id;
    serviceA = await createService(t, a, petA, { specifications: 'De A' });
    serviceB = await createService(t, b, vetB.patient._id, { specifications: 'De B' });
  });

  const countRows = async () =>
    (await t.db.query('SELECT count(*)::int AS n FROM grooming_services')).rows[0].n as number;

  it('lists and counts show only the vet’s own services', async () => {
    expect((await get(t.app, '/api/grooming', a)).body.services).toEqual([serviceA]);
    expect((await get(t.app, '/api/grooming', b)).body.services).toEqual([serviceB]);
    const period = query({ from: starts.month, to: '2024-06-01T00:00:00-04:00' });
    expect((await get(t.app, `/api/grooming?${period}`, b)).body.services).toEqual([serviceB]);
    expect((await get(t.app, `/api/grooming/counts?${query(starts)}`, a)).body).toEqual({
      today: 1,
      week: 1,
      month: 1,
    });
    await createService(t, a, petA);
    expect((await get(t.app, `/api/grooming/counts?${query(starts)}`, b)).body).toEqual({
      today: 1,
      week: 1,
      month: 1,
    });
  });

  it('another vet’s service: 404 to read, edit and delete; it stays as it was', async () => {
    expect(await get(t.app, `/api/grooming/${serviceA._id}`, b)).toMatchObject(serviceNotFound);
    expect(
      await put(
        t.app,
        `/api/grooming/${serviceA._id}`,
        newService({ specifications: 'Robado', version: serviceA.version }),
        b,
      ),
    ).toMatchObject(serviceNotFound);
    expect(await del(t.app, `/api/grooming/${serviceA._id}`, b)).toMatchObject(serviceNotFound);
    expect((await get(t.app, `/api/grooming/${serviceA._id}`, a)).body.service).toEqual({
      ...serviceA,
      ...BY_ANA,
    });
  });

  it('another vet’s pet: 404 to list its services or record one, and nothing is stored', async () => {
    const before = await countRows();
    expect(await get(t.app, `/api/patients/${petA}/grooming`, b)).toMatchObject(petNotFound);
    expect(await post(t.app, `/api/patients/${petA}/grooming`, newService(), b)).toMatchObject(petNotFound);
    expect(await countRows()).toBe(before);
  });

  it('the database itself refuses a service of one vet on another vet’s pet', async () => {
    await expectRefusedAcrossClinics(
      t,
      b,
      `INSERT INTO grooming_services (clinic_id, patient_id, date, service, specifications, cost, payment_type)
       VALUES ($1, $2, now(), 'Corte', 'x', 10, 'Efectivo')`,
      petA,
      'grooming_services_patient_fkey',
    );
  });
});

describe('grooming: services go with their pet or owner', () => {
  const t = useTestApp();

  const rowsOf = async (patientId: string) =>
    (await t.db.query('SELECT count(*)::int AS n FROM grooming_services WHERE patient_id = $1', [patientId]))
      .rows[0].n as number;

  it('deleting a pet deletes its services, and only its', async () => {
    const vet = await vetWithPet(t);
    const sibling = await createPet(t, vet.token, vet.ownerId, { name: 'Hermano' });
    const gone = await createService(t, vet.token, vet.patient._id);
    await createService(t, vet.token, vet.patient._id);
    const kept = await createService(t, vet.token, sibling._id);
    expect((await del(t.app, `/api/patients/${vet.patient._id}`, vet.token)).status).toBe(200);
    expect(await rowsOf(vet.patient._id)).toBe(0);
    expect(await get(t.app, `/api/grooming/${gone._id}`, vet.token)).toMatchObject(serviceNotFound);
    expect((await get(t.app, '/api/grooming', vet.token)).body.services).toEqual([kept]);
  });

  it('deleting an owner deletes the services of all its pets, and no one else’s', async () => {
    const vet = await vetWithPet(t);
    const second = await createPet(t, vet.token, vet.ownerId, { name: 'Segundo' });
    await createService(t, vet.token, vet.patient._id);
    await createService(t, vet.token, second._id);
    const other = await vetWithPet(t);
    const othersService = await createService(t, other.token, other.patient._id);
    expect((await del(t.app, `/api/owners/${vet.ownerId}`, vet.token)).status).toBe(200);
    expect(await rowsOf(vet.patient._id)).toBe(0);
    expect(await rowsOf(second._id)).toBe(0);
    expect((await get(t.app, '/api/grooming', vet.token)).body.services).toEqual([]);
    expect((await get(t.app, '/api/grooming', other.token)).body.services).toEqual([othersService]);
  });
});
