import { randomUUID } from 'node:crypto';
import { useTestApp } from './helpers/app.js';
import { vetWithPet } from './helpers/grooming.js';
import { get, post, put, signUp } from './helpers/http.js';
import { clinicOfSession, joinClinic } from './helpers/members.js';
import { personOf } from './helpers/clinical.js';
import { createPreventive, newPreventive } from './helpers/preventives.js';

/** Issue 26 (3, «Bad input»): every rule with its Spanish message; a refused form stores nothing. */
describe('preventives: validation', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  let me: string;
  beforeAll(async () => {
    ({ token, patientId } = await vetWithPet(t));
    me = await personOf(t, token);
  });

  const count = async () =>
    (await t.db.query('SELECT count(*)::int AS n FROM preventives')).rows[0].n as number;
  const create = (body: unknown) => post(t.app, `/api/patients/${patientId}/preventives`, body, token);

  /** 400 with `msg` for `field` (the first problem is also the toast's msg), nothing stored. */
  async function rejects(body: unknown, field: string, msg: string) {
    const before = await count();
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, msg });
    expect(await count()).toBe(before);
  }

  it('a next due day before the application: refused, nothing stored', async () => {
    await rejects(
      newPreventive(me, { appliedOn: '2024-05-10', nextDue: '2024-05-09' }),
      'nextDue',
      'La próxima dosis no puede ser anterior a la aplicación',
    );
    const res = await create(newPreventive(me, { appliedOn: '2024-05-10', nextDue: '2024-05-09' }));
    expect(res.body.msg).toBe('La próxima dosis no puede ser anterior a la aplicación');
    // The same day is fine (a single-dose product the vet marks as due at once).
    expect((await create(newPreventive(me, { nextDue: '2024-05-10' }))).status).toBe(201);
  });

  it('required fields, each with its message', async () => {
    const res = await create({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'kind', msg: 'El tipo de aplicación es obligatorio' },
        { field: 'product', msg: 'El producto es obligatorio' },
        { field: 'appliedOn', msg: 'La fecha de aplicación es obligatoria' },
        { field: 'appliedBy', msg: 'Quién aplicó es obligatorio' },
      ]),
    );
    await rejects(newPreventive(me, { product: '   ' }), 'product', 'El producto es obligatorio');
    await rejects(
      newPreventive(me, { appliedOn: ' ' }),
      'appliedOn',
      'La fecha de aplicación es obligatoria',
    );
  });

  it('kind: vaccine or deworming', async () => {
    for (const kind of ['vacuna', 'Vaccine', true, ['vaccine']]) {
      await rejects(
        newPreventive(me, { kind }),
        'kind',
        'El tipo de aplicación debe ser Vacuna o Desparasitación',
      );
    }
  });

  it('dates: real calendar days, not future (the clinic’s day), not before 1900', async () => {
    for (const appliedOn of ['2024-02-30', '10/05/2024', '2024-05-10T10:00:00Z', 20240510]) {
      await rejects(newPreventive(me, { appliedOn, nextDue: null }), 'appliedOn', 'Fecha inválida');
    }
    await rejects(newPreventive(me, { nextDue: '2025-13-01' }), 'nextDue', 'Fecha inválida');
    await rejects(
      newPreventive(me, { appliedOn: '2999-01-01', nextDue: null }),
      'appliedOn',
      'La fecha no puede ser futura',
    );
    await rejects(
      newPreventive(me, { appliedOn: '1899-12-31' }),
      'appliedOn',
      'La fecha no puede ser anterior a 1900',
    );
  });

  it('lengths: product 120, lot 60, notes 1000', async () => {
    await rejects(newPreventive(me, { product: 'p'.repeat(121) }), 'product', 'Máximo 120 caracteres');
    await rejects(newPreventive(me, { lot: 'l'.repeat(61) }), 'lot', 'Máximo 60 caracteres');
    await rejects(newPreventive(me, { notes: 'n'.repeat(1001) }), 'notes', 'Máximo 1000 caracteres');
    const longest = newPreventive(me, {
      product: 'ñ'.repeat(120),
      lot: 'l'.repeat(60),
      notes: 'n'.repeat(1000),
    });
    expect((await create(longest)).status).toBe(201);
  });

  it('who applied it: an active member of this clinic, else refused', async () => {
    const msg = 'Quién aplicó debe ser un miembro de la clínica';
    const clinicId = await clinicOfSession(t, token);
    const inactive = await joinClinic(t, clinicId, 'vet');
    await t.db.query('UPDATE clinic_members SET active = false WHERE clinic_id = $1 AND vet_id = $2', [
      clinicId,
      inactive.id,
    ]);
    const outsider = await personOf(t, (await signUp(t)).token);
    for (const appliedBy of [inactive.id, outsider, randomUUID(), 'Ana Pérez']) {
      await rejects(newPreventive(me, { appliedBy }), 'appliedBy', msg);
    }
    // Any role counts: the assistant applies vaccines too.
    const assistant = await joinClinic(t, clinicId, 'assistant');
    expect((await create(newPreventive(assistant.id))).status).toBe(201);
  });

  it('unknown fields are dropped: the pet comes from the address, never from the body', async () => {
    const other = await vetWithPet(t);
    const res = await create({ ...newPreventive(me), patientId: other.patientId, clinicId: 'x', version: 9 });
    expect(res.status).toBe(201);
    expect(res.body.preventive).toMatchObject({ patientId, version: 1 });
  });

  it('PUT applies the same rules and changes nothing on failure', async () => {
    const created = await createPreventive(t, token, patientId);
    const url = `/api/preventives/${created._id}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nextDue: '2024-01-01' }, 'nextDue', 'La próxima dosis no puede ser anterior a la aplicación'],
      [{ product: '' }, 'product', 'El producto es obligatorio'],
      [{ appliedBy: randomUUID() }, 'appliedBy', 'Quién aplicó debe ser un miembro de la clínica'],
      [{ appliedOn: '2999-01-01', nextDue: null }, 'appliedOn', 'La fecha no puede ser futura'],
    ];
    for (const [change, field, msg] of cases) {
      const res = await put(t.app, url, newPreventive(me, { ...change, version: created.version }), token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, msg });
    }
    expect((await get(t.app, url, token)).body.preventive).toEqual(created);
  });
});
