import { useTestApp } from './helpers/app.js';
import {
  createConsultation,
  newConsultation,
  vetWithPatient,
  type Consultation,
} from './helpers/clinical.js';
import { get, post, put } from './helpers/http.js';
import { clinicOfSession, joinClinic, type Member } from './helpers/members.js';

const HOUR = 60 * 60_000;
const LOCKED =
  'La consulta está cerrada: pasaron 24 horas desde que se registró. Agrega una nota de seguimiento.';
const NOT_THE_AUTHOR = 'Solo quien registró la consulta puede editarla';

const YEAR = 365 * 24 * HOUR;

describe('consultations: 24 hours to correct, then only addenda', () => {
  // The test clock jumps days ahead: the sessions outlive it (a vet would simply sign in again).
  const t = useTestApp({ auth: { sessionTtlMs: YEAR, sessionIdleMs: YEAR } });
  let admin: Awaited<ReturnType<typeof vetWithPatient>>;
  let author: Member;
  let colleague: Member;
  beforeAll(async () => {
    admin = await vetWithPatient(t);
    const clinicId = await clinicOfSession(t, admin.token);
    author = await joinClinic(t, clinicId, 'vet', { name: 'Beto', lastName: 'Ruiz', cmv: '998' });
    colleague = await joinClinic(t, clinicId, 'vet', { name: 'Carla', lastName: 'Díaz', cmv: '1203' });
  });

  const edit = (c: Consultation, changes: Record<string, unknown> = {}) =>
    newConsultation(t, author.id, { date: c.date, version: c.version, ...changes });
  const reasonOf = async (id: string) =>
    (await t.db.query('SELECT reason FROM consultations WHERE id = $1', [id])).rows[0].reason;

  it('its author corrects it until 24 hours after registering it; nobody else does', async () => {
    const c = await createConsultation(t, author.token, admin.patientId);
    t.clock.advance(23 * HOUR);
    const res = await put(
      t.app,
      `/api/consultations/${c._id}`,
      edit(c, { reason: 'Vómitos y fiebre' }),
      author.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.consultation).toMatchObject({ reason: 'Vómitos y fiebre', locked: false, version: 2 });

    for (const other of [colleague.token, admin.token]) {
      const refused = await put(t.app, `/api/consultations/${c._id}`, edit(res.body.consultation), other);
      expect(refused).toMatchObject({ status: 403, body: { msg: NOT_THE_AUTHOR } });
    }
    expect(await reasonOf(c._id)).toBe('Vómitos y fiebre');
  });

  it('after 24 hours it is locked for everyone, its author included, and says so', async () => {
    const c = await createConsultation(t, author.token, admin.patientId);
    t.clock.advance(24 * HOUR);
    const read = (await get(t.app, `/api/consultations/${c._id}`, author.token)).body.consultation;
    expect(read).toMatchObject({ locked: true, editableUntil: c.editableUntil });
    for (const token of [author.token, colleague.token, admin.token]) {
      const res = await put(t.app, `/api/consultations/${c._id}`, edit(c, { reason: 'Tarde' }), token);
      expect(res).toMatchObject({ status: 409, body: { msg: LOCKED } });
    }
    expect(await reasonOf(c._id)).toBe('Vómitos desde ayer');
  });

  it('addenda are added at any time, by any vet, dated and signed, oldest first', async () => {
    const c = await createConsultation(t, author.token, admin.patientId);
    const url = `/api/consultations/${c._id}/addenda`;
    const first = await post(t.app, url, { text: '  Se pidió ecografía  ' }, author.token);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      msg: 'Nota de seguimiento agregada',
      addendum: {
        _id: expect.any(String),
        text: 'Se pidió ecografía',
        createdAt: expect.any(String),
        author: { _id: author.id, name: 'Beto Ruiz', cmv: '998' },
      },
    });
    t.clock.advance(30 * HOUR);
    const second = await post(t.app, url, { text: 'Ecografía normal; alta' }, colleague.token);
    expect(second.status).toBe(201);
    expect(second.body.addendum.author).toEqual({ _id: colleague.id, name: 'Carla Díaz', cmv: '1203' });
    const read = (await get(t.app, `/api/consultations/${c._id}`, admin.token)).body.consultation;
    expect(read.locked).toBe(true);
    expect(read.addenda).toEqual([first.body.addendum, second.body.addendum]);
    expect(read.version).toBe(1);
  });

  it('an addendum needs its text; an empty or long one is refused and nothing is stored', async () => {
    const c = await createConsultation(t, author.token, admin.patientId);
    const url = `/api/consultations/${c._id}/addenda`;
    for (const [body, msg] of [
      [{}, 'La nota es obligatoria'],
      [{ text: '   ' }, 'La nota es obligatoria'],
      [{ text: null }, 'La nota es obligatoria'],
      [{ text: 'a'.repeat(4001) }, 'Máximo 4000 caracteres'],
    ] as const) {
      const res = await post(t.app, url, body, author.token);
      expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'text', msg }] } });
    }
    const { rows } = await t.db.query(
      'SELECT count(*)::int AS n FROM consultation_addenda WHERE consultation_id = $1',
      [c._id],
    );
    expect(rows[0].n).toBe(0);
  });

  it("an addendum to another clinic's consultation is 404 «Consulta no encontrada», and nothing is stored", async () => {
    const c = await createConsultation(t, author.token, admin.patientId);
    const stranger = await vetWithPatient(t);
    const before = (await t.db.query('SELECT count(*)::int AS n FROM consultation_addenda')).rows[0].n;
    const res = await post(t.app, `/api/consultations/${c._id}/addenda`, { text: 'Intruso' }, stranger.token);
    expect(res).toMatchObject({ status: 404, body: { msg: 'Consulta no encontrada' } });
    expect((await t.db.query('SELECT count(*)::int AS n FROM consultation_addenda')).rows[0].n).toBe(before);
    // Nor do they read, correct or delete it: the same 404 as a consultation that does not exist.
    expect((await get(t.app, `/api/consultations/${c._id}`, stranger.token)).status).toBe(404);
    const other = await put(t.app, `/api/consultations/${c._id}`, edit(c), stranger.token);
    expect(other).toMatchObject({ status: 404, body: { msg: 'Consulta no encontrada' } });
  });

  it('a stored addendum is never edited, even straight in the database', async () => {
    const c = await createConsultation(t, author.token, admin.patientId);
    const added = await post(
      t.app,
      `/api/consultations/${c._id}/addenda`,
      { text: 'Original' },
      author.token,
    );
    await expect(
      t.db.query('UPDATE consultation_addenda SET text = $2 WHERE id = $1', [
        added.body.addendum._id,
        'Cambiada',
      ]),
    ).rejects.toThrow('Una nota de seguimiento no se modifica');
  });
});
