import { useStarted } from './helpers/app.js';
import { get } from './helpers/http.js';
import { clinicOfSession, joinClinic } from './helpers/members.js';
import { vetWithOwner } from './helpers/owners.js';
import { createPet, petFields, sendForm, startPatientsApp } from './helpers/patients.js';

/** Issue 26 (7): the pet's alerts, «Alergias» and «Condiciones crónicas», fields of the pet. */
describe('patients: alerts', () => {
  const t = useStarted(startPatientsApp);
  let token: string;
  let ownerId: string;
  beforeAll(async () => {
    ({ token, ownerId } = await vetWithOwner(t));
  });

  const count = async () => (await t.db.query('SELECT count(*)::int AS n FROM patients')).rows[0].n as number;
  const create = (fields: Record<string, string | number>) =>
    sendForm(t, 'POST', `/api/owners/${ownerId}/patients`, token, fields);

  it('registered with the pet, trimmed, and in every answer that carries the pet', async () => {
    const res = await create(
      petFields({
        allergies: '  Penicilina; picadura de abeja ',
        chronicConditions: ' Epilepsia idiopática ',
      }),
    );
    expect(res.status).toBe(201);
    const alerts = { allergies: 'Penicilina; picadura de abeja', chronicConditions: 'Epilepsia idiopática' };
    expect(res.body.patient).toMatchObject(alerts);
    const id = res.body.patient._id;
    expect((await get(t.app, `/api/patients/${id}`, token)).body).toMatchObject(alerts);
    const inList = (await get(t.app, '/api/patients', token)).body.find((p: { _id: string }) => p._id === id);
    expect(inList).toMatchObject(alerts);
    const page = (await get(t.app, `/api/patients/owner/${ownerId}?page=1&limit=50`, token)).body.items;
    expect(page.find((p: { _id: string }) => p._id === id)).toMatchObject(alerts);
  });

  it('optional: a pet without them answers "" for each', async () => {
    const pet = await createPet(t, token, ownerId);
    expect(pet).toMatchObject({ allergies: '', chronicConditions: '' });
  });

  it('at most 500 characters each, «Máximo 500 caracteres»; nothing stored', async () => {
    for (const field of ['allergies', 'chronicConditions']) {
      // 501, and far longer than a form field may be (cut by the parser, still refused, never stored cut).
      for (const value of ['a'.repeat(501), 'x'.repeat(5000)]) {
        const before = await count();
        const res = await create(petFields({ [field]: value }));
        expect(res.status).toBe(400);
        expect(res.body.errors).toContainEqual({ field, msg: 'Máximo 500 caracteres' });
        expect(await count()).toBe(before);
      }
    }
    // 500 characters of 4 bytes each fit a form field whole.
    const longest = '🐾'.repeat(500);
    const res = await create(petFields({ allergies: longest, chronicConditions: 'ñ'.repeat(500) }));
    expect(res.status).toBe(201);
    expect(res.body.patient.allergies).toBe(longest);
  });

  it('edited on their own, "" clearing one; the same limit; the change is in the activity log', async () => {
    const pet = await createPet(t, token, ownerId, { allergies: 'Polen', chronicConditions: 'Diabetes' });
    const url = `/api/patients/${pet._id}`;
    const res = await sendForm(t, 'PUT', url, token, { allergies: '', version: pet.version });
    expect(res.status).toBe(200);
    expect(res.body.patient).toMatchObject({ allergies: '', chronicConditions: 'Diabetes', version: 2 });
    const activity = await get(t.app, '/api/clinic/activity?limit=1', token);
    expect(activity.body.items[0]).toMatchObject({
      action: 'update',
      recordKind: 'pet',
      changes: [{ field: 'allergies', from: 'Polen', to: '' }],
    });
    const tooLong = await sendForm(t, 'PUT', url, token, { chronicConditions: 'c'.repeat(501), version: 2 });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'chronicConditions', msg: 'Máximo 500 caracteres' }] },
    });
    expect((await get(t.app, url, token)).body).toMatchObject({ chronicConditions: 'Diabetes', version: 2 });
  });

  it('the groomer, who does not see the clinical record, sees the pet’s alerts', async () => {
    const pet = await createPet(t, token, ownerId, { allergies: 'Muerde al cortar uñas' });
    const groomer = await joinClinic(t, await clinicOfSession(t, token), 'groomer');
    expect((await get(t.app, `/api/patients/${pet._id}`, groomer.token)).body).toMatchObject({
      allergies: 'Muerde al cortar uñas',
    });
  });
});
