import { useTestApp } from './helpers/app.js';
import { vetWithPet } from './helpers/grooming.js';
import { get, post, put } from './helpers/http.js';
import { clinicOfSession, joinClinic } from './helpers/members.js';
import { del } from './helpers/owners.js';
import { personOf } from './helpers/clinical.js';
import { createPreventive, newPreventive, type Preventive } from './helpers/preventives.js';
import { expectRefusedAcrossClinics } from './helpers/tenancy.js';

/** Another clinic's pet or application answers exactly like a missing one, and nothing of it changes. */
describe('preventives: isolation between clinics', () => {
  const t = useTestApp();
  let a: string;
  let b: string;
  let bPerson: string;
  let petA: string;
  let petB: string;
  let preventiveA: Preventive;
  beforeAll(async () => {
    ({ token: a, patientId: petA } = await vetWithPet(t));
    ({ token: b, patientId: petB } = await vetWithPet(t));
    bPerson = await personOf(t, b);
    preventiveA = await createPreventive(t, a, petA, { notes: 'De A' });
    await createPreventive(t, b, petB, { notes: 'De B' });
  });

  const petNotFound = { status: 404, body: { msg: 'Mascota no encontrada' } };
  const notFound = { status: 404, body: { msg: 'Aplicación no encontrada' } };
  const missing = '8f14e45f-ceea-467f-a9f6-7d5c3b2a1e00';
  const count = async () =>
    (await t.db.query('SELECT count(*)::int AS n FROM preventives')).rows[0].n as number;

  it('another clinic’s pet: its list and a new application answer like a missing pet, nothing stored', async () => {
    const before = await count();
    for (const pet of [petA, missing]) {
      expect(await get(t.app, `/api/patients/${pet}/preventives`, b)).toMatchObject(petNotFound);
      // Applied by B's own person: the body is fine, the pet is not B's.
      expect(await post(t.app, `/api/patients/${pet}/preventives`, newPreventive(bPerson), b)).toMatchObject(
        petNotFound,
      );
    }
    expect(await count()).toBe(before);
  });

  it('another clinic’s application: 404 to read, edit and delete; it stays as it was', async () => {
    for (const id of [preventiveA._id, missing]) {
      expect(await get(t.app, `/api/preventives/${id}`, b)).toMatchObject(notFound);
      const edit = newPreventive(bPerson, { notes: 'Robado', version: preventiveA.version });
      expect(await put(t.app, `/api/preventives/${id}`, edit, b)).toMatchObject(notFound);
      expect(await del(t.app, `/api/preventives/${id}`, b)).toMatchObject(notFound);
    }
    expect((await get(t.app, `/api/preventives/${preventiveA._id}`, a)).body.preventive).toEqual(preventiveA);
  });

  it('each clinic lists only its own', async () => {
    const notesOf = async (token: string, pet: string) =>
      (await get(t.app, `/api/patients/${pet}/preventives`, token)).body.preventives.map(
        (p: Preventive) => p.notes,
      );
    expect(await notesOf(a, petA)).toEqual(['De A']);
    expect(await notesOf(b, petB)).toEqual(['De B']);
  });

  it('the database itself refuses an application of one clinic on another clinic’s pet', async () => {
    await expectRefusedAcrossClinics(
      t,
      b,
      `INSERT INTO preventives (clinic_id, patient_id, kind, product, applied_on, applied_by)
       SELECT $1, $2, 'vaccine', 'Antirrábica', DATE '2024-01-01', vet_id
       FROM clinic_members WHERE clinic_id = $1 LIMIT 1`,
      petA,
      'preventives_patient_fkey',
    );
  });

  it('roles: the assistant records them, the groomer does not see them (403, nothing stored)', async () => {
    const clinicA = await clinicOfSession(t, a);
    const groomer = await joinClinic(t, clinicA, 'groomer');
    const before = await count();
    expect(await get(t.app, `/api/patients/${petA}/preventives`, groomer.token)).toMatchObject({
      status: 403,
      body: { msg: 'No tienes permiso para ver las historias clínicas. Tu rol en la clínica es Peluquero.' },
    });
    expect(
      await post(t.app, `/api/patients/${petA}/preventives`, newPreventive(groomer.id), groomer.token),
    ).toMatchObject({ status: 403 });
    expect(await count()).toBe(before);
  });
});

interface Entry {
  actor: { _id: string; name: string } | null;
  action: string;
  recordKind: string;
  recordId: string | null;
  summary: string;
  changes: { field: string; from: unknown; to: unknown }[];
}

describe('preventives: the activity log', () => {
  const t = useTestApp();
  const activity = async (token: string, limit = 1): Promise<Entry[]> => {
    const res = await get(t.app, `/api/clinic/activity?limit=${limit}`, token);
    expect(res.status).toBe(200);
    return res.body.items;
  };

  it('records each create, edit (the changed fields) and delete under who made it, named by its product', async () => {
    const { token, patientId } = await vetWithPet(t);
    const me = await personOf(t, token);
    const created = await createPreventive(t, token, patientId, { lot: 'L-1' });
    expect((await activity(token))[0]).toMatchObject({
      actor: { _id: me, name: 'Ana Pérez' },
      action: 'create',
      recordKind: 'preventive',
      recordId: created._id,
      summary: 'Antirrábica',
    });
    const edit = newPreventive(me, { lot: 'L-2', nextDue: '2025-06-01', version: created.version });
    expect((await put(t.app, `/api/preventives/${created._id}`, edit, token)).status).toBe(200);
    const updated = (await activity(token))[0];
    expect(updated).toMatchObject({ action: 'update', recordKind: 'preventive', recordId: created._id });
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { field: 'lot', from: 'L-1', to: 'L-2' },
        { field: 'next_due', from: '2025-05-10', to: '2025-06-01' },
      ]),
    );
    expect(updated.changes.map((c) => c.field).sort()).toEqual(['lot', 'next_due']);
    expect((await del(t.app, `/api/preventives/${created._id}`, token)).status).toBe(200);
    expect((await activity(token))[0]).toMatchObject({
      action: 'delete',
      recordKind: 'preventive',
      recordId: created._id,
      summary: 'Antirrábica',
    });
  });

  it('a deleted pet is one entry: its applications go with it unlogged', async () => {
    const { token, patientId } = await vetWithPet(t);
    await createPreventive(t, token, patientId);
    expect((await del(t.app, `/api/patients/${patientId}`, token)).status).toBe(200);
    const [latest, previous] = await activity(token, 2);
    expect([latest, previous].map((e) => `${e.action} ${e.recordKind}`)).toEqual([
      'delete pet',
      'create preventive',
    ]);
  });
});
