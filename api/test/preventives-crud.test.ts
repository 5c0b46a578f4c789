import { randomUUID } from 'node:crypto';
import { useTestApp } from './helpers/app.js';
import { vetWithPet } from './helpers/grooming.js';
import { get, put } from './helpers/http.js';
import { clinicOfSession, joinClinic, type Member } from './helpers/members.js';
import { del } from './helpers/owners.js';
import { personOf } from './helpers/clinical.js';
import { createPreventive, newPreventive, type Preventive } from './helpers/preventives.js';
import { insertPreventiveRecords, preventivesForBackup } from '../src/preventives/records.js';

/** Issue 26 (3): a pet's vaccines and deworming, recorded, listed, corrected and deleted. */
describe('preventives: calls and shapes', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  let me: string;
  let assistant: Member;
  beforeAll(async () => {
    ({ token, patientId } = await vetWithPet(t));
    me = await personOf(t, token);
    assistant = await joinClinic(t, await clinicOfSession(t, token), 'assistant', {
      name: 'Carla',
      lastName: 'Ruiz',
    });
  });

  const count = async () =>
    (await t.db.query('SELECT count(*)::int AS n FROM preventives')).rows[0].n as number;

  async function postPreventive(body: Record<string, unknown>, key?: string, as = token) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/patients/${patientId}/preventives`,
      payload: body,
      headers: { authorization: `Bearer ${as}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('POST records a vaccine: 201, its message and the whole record, texts trimmed', async () => {
    const res = await postPreventive(
      newPreventive(me, { product: '  Antirrábica ', lot: ' L-7 ', notes: ' Brazo izquierdo ' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      msg: 'Vacuna registrada con éxito',
      preventive: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        patientId,
        kind: 'vaccine',
        product: 'Antirrábica',
        lot: 'L-7',
        appliedOn: '2024-05-10',
        nextDue: '2025-05-10',
        appliedBy: { _id: me, name: 'Ana Pérez' },
        notes: 'Brazo izquierdo',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        createdBy: 'Ana Pérez',
        updatedBy: 'Ana Pérez',
        version: 1,
      },
    });
  });

  it('a deworming has its own message; lot, notes and next due day may be left out', async () => {
    const {
      lot: _l,
      notes: _n,
      nextDue: _d,
      ...required
    } = newPreventive(me, {
      kind: 'deworming',
      product: 'Desparasitante interno',
    });
    const res = await postPreventive(required);
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe('Desparasitación registrada con éxito');
    expect(res.body.preventive).toMatchObject({ kind: 'deworming', lot: '', notes: '', nextDue: null });
    // A cleared date field ("") is no next due day either.
    const cleared = await postPreventive(newPreventive(me, { nextDue: '' }));
    expect(cleared.body.preventive.nextDue).toBeNull();
  });

  it('the assistant records a dose applied by another member, and it says who', async () => {
    const created = await createPreventive(t, assistant.token, patientId, { appliedBy: me });
    expect(created).toMatchObject({
      appliedBy: { _id: me, name: 'Ana Pérez' },
      createdBy: 'Carla Ruiz',
      updatedBy: 'Carla Ruiz',
    });
  });

  it('the same Idempotency-Key twice: the first answer again, one record', async () => {
    const key = randomUUID();
    const before = await count();
    const first = await postPreventive(newPreventive(me, { product: 'Leucemia felina' }), key);
    const again = await postPreventive(newPreventive(me, { product: 'Leucemia felina' }), key);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await count()).toBe(before + 1);
  });

  it('GET lists the pet’s applications newest applied first (then newest recorded); GET :id gives one', async () => {
    const vet = await vetWithPet(t);
    const mine = await personOf(t, vet.token);
    // A pet with nothing applied yet.
    expect((await get(t.app, `/api/patients/${vet.patientId}/preventives`, vet.token)).body).toEqual({
      preventives: [],
      status: [],
    });
    const old = await createPreventive(t, vet.token, vet.patientId, {
      appliedBy: mine,
      appliedOn: '2023-01-02',
    });
    const sameDayFirst = await createPreventive(t, vet.token, vet.patientId, {
      appliedBy: mine,
      appliedOn: '2024-03-01',
      product: 'Puppy (parvovirus y moquillo)',
    });
    const sameDaySecond = await createPreventive(t, vet.token, vet.patientId, {
      appliedBy: mine,
      appliedOn: '2024-03-01',
      kind: 'deworming',
      product: 'Desparasitante interno',
    });
    const list = await get(t.app, `/api/patients/${vet.patientId}/preventives`, vet.token);
    expect(list.status).toBe(200);
    expect(list.body.preventives.map((p: Preventive) => p._id)).toEqual([
      sameDaySecond._id,
      sameDayFirst._id,
      old._id,
    ]);
    expect(list.body.preventives[2]).toEqual(old);
    expect(await get(t.app, `/api/preventives/${old._id}`, vet.token)).toMatchObject({
      status: 200,
      body: { preventive: old },
    });
  });

  it('PUT corrects the whole record with the version its form loaded: 200, one more version', async () => {
    const created = await createPreventive(t, token, patientId);
    t.clock.advance(1000);
    const edit = newPreventive(assistant.id, {
      kind: 'deworming',
      product: 'Desparasitante externo (pipeta)',
      lot: '',
      appliedOn: '2024-05-11',
      nextDue: null,
      notes: '',
      version: created.version,
    });
    const res = await put(t.app, `/api/preventives/${created._id}`, edit, assistant.token);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Aplicación actualizada con éxito');
    expect(res.body.preventive).toEqual({
      ...created,
      kind: 'deworming',
      product: 'Desparasitante externo (pipeta)',
      lot: '',
      appliedOn: '2024-05-11',
      nextDue: null,
      appliedBy: { _id: assistant.id, name: 'Carla Ruiz' },
      notes: '',
      updatedAt: expect.any(String),
      updatedBy: 'Carla Ruiz',
      version: 2,
    });
    expect(new Date(res.body.preventive.updatedAt).getTime()).toBeGreaterThan(
      new Date(created.updatedAt).getTime(),
    );
    expect((await get(t.app, `/api/preventives/${created._id}`, token)).body.preventive).toEqual(
      res.body.preventive,
    );
  });

  it('PUT from a stale form: 409, nothing changed; without its version: 400', async () => {
    const created = await createPreventive(t, token, patientId, { lot: 'Primero' });
    const first = await put(
      t.app,
      `/api/preventives/${created._id}`,
      newPreventive(me, { lot: 'Segundo', version: 1 }),
      token,
    );
    expect(first.status).toBe(200);
    const stale = await put(
      t.app,
      `/api/preventives/${created._id}`,
      newPreventive(me, { lot: 'Tercero', version: 1 }),
      token,
    );
    expect(stale).toMatchObject({ status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } });
    const missingVersion = await put(t.app, `/api/preventives/${created._id}`, newPreventive(me), token);
    expect(missingVersion).toMatchObject({
      status: 400,
      body: { msg: 'Falta la versión del registro: recarga la página' },
    });
    expect((await get(t.app, `/api/preventives/${created._id}`, token)).body.preventive).toMatchObject({
      lot: 'Segundo',
      version: 2,
    });
  });

  it('DELETE removes it: 200 and its message; then 404 «Aplicación no encontrada»', async () => {
    const created = await createPreventive(t, token, patientId);
    expect(await del(t.app, `/api/preventives/${created._id}`, token)).toMatchObject({
      status: 200,
      body: { msg: 'Aplicación eliminada con éxito' },
    });
    const notFound = { status: 404, body: { msg: 'Aplicación no encontrada' } };
    expect(await get(t.app, `/api/preventives/${created._id}`, token)).toMatchObject(notFound);
    expect(await del(t.app, `/api/preventives/${created._id}`, token)).toMatchObject(notFound);
    expect(
      await put(t.app, `/api/preventives/${created._id}`, newPreventive(me, { version: 1 }), token),
    ).toMatchObject(notFound);
    // A malformed id names nothing either.
    expect(await get(t.app, '/api/preventives/no-es-un-id', token)).toMatchObject(notFound);
  });

  it('deleting the pet takes its applications along', async () => {
    const vet = await vetWithPet(t);
    const created = await createPreventive(t, vet.token, vet.patientId);
    expect((await del(t.app, `/api/patients/${vet.patientId}`, vet.token)).status).toBe(200);
    const { rows } = await t.db.query('SELECT 1 FROM preventives WHERE id = $1', [created._id]);
    expect(rows).toEqual([]);
  });

  it('the backup’s reads and writes: all of a clinic’s, oldest first; written whole with their stamps', async () => {
    const vet = await vetWithPet(t);
    const clinicId = await clinicOfSession(t, vet.token);
    const mine = await personOf(t, vet.token);
    const first = await createPreventive(t, vet.token, vet.patientId, {
      appliedBy: mine,
      product: 'Primera',
    });
    const second = await createPreventive(t, vet.token, vet.patientId, {
      appliedBy: mine,
      kind: 'deworming',
      product: 'Segunda',
      nextDue: null,
    });
    // As the file carries them: who applied each by name and CMV, never by account id.
    const inFile = ({
      _id,
      appliedBy: _a,
      createdBy: _c,
      updatedBy: _u,
      version: _v,
      ...rest
    }: typeof first) => ({
      id: _id,
      ...rest,
      appliedBy: { name: 'Ana Pérez', cmv: '4567' },
    });
    const all = await preventivesForBackup(t.db, clinicId);
    expect(all).toEqual([inFile(first), inFile(second)]);

    const createdAt = new Date('2023-02-03T10:00:00Z');
    const updatedAt = new Date('2023-04-05T10:00:00Z');
    const { kind, product, lot, appliedOn, nextDue, notes } = second;
    await t.db.tx((q) =>
      insertPreventiveRecords(q, clinicId, [
        {
          patientId: vet.patientId,
          appliedBy: null,
          data: { kind, product, lot, appliedOn, nextDue, notes },
          createdAt,
          updatedAt,
        },
      ]),
    );
    const copy = (await preventivesForBackup(t.db, clinicId))[0];
    expect(copy).toEqual({
      ...inFile(second),
      id: expect.any(String),
      appliedBy: null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    });
    expect(copy.id).not.toBe(second._id);
    // Through the API, nobody on record is null.
    const shown = await get(t.app, `/api/preventives/${copy.id}`, vet.token);
    expect(shown.body.preventive).toMatchObject({ appliedBy: null, createdBy: '', updatedBy: '' });
  });
});
