import { buildApp } from '../src/app.js';
import { defaultRanges } from '../src/lab/reference-ranges.js';
import { PHOTO_FORMAT_MSG } from '../src/patients/image-type.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import {
  documentOf,
  downloadBackup,
  idsOf,
  packDocument,
  storedPhoto,
  snapshot,
  uploadBackup,
  withoutIds,
} from './helpers/backup.js';
import { createConsultation } from './helpers/clinical.js';
import { createService } from './helpers/grooming.js';
import { get, post, put, signUp } from './helpers/http.js';
import { createExam } from './helpers/lab.js';
import { createOwner } from './helpers/owners.js';
import { createPet, fetchRaw, jpeg, photo, png, sendForm } from './helpers/patients.js';
import { createPreventive } from './helpers/preventives.js';
import { clinicIdOf } from './helpers/tenancy.js';

const CLINIC = {
  name: 'Clínica Ñandú «Los Andes»',
  rif: 'J-12345678-9',
  address: 'Av. Las Américas, local 3, Mérida',
  phone: '+582612223344',
  estado: 'Zulia',
};

/** The clinic as GET /api/clinic shows it, and its logo's bytes (undefined without one). */
async function clinicOf(t: TestApp, token: string) {
  const clinic = (await get(t.app, '/api/clinic', token)).body as Record<string, unknown> & {
    version: number;
  };
  const logo = await t.app.inject({
    method: 'GET',
    url: '/api/clinic/logo',
    headers: { authorization: `Bearer ${token}` },
  });
  return { clinic, logo: logo.statusCode === 200 ? logo.rawPayload : undefined };
}

const ALERTS = { allergies: 'Penicilina; picaduras de abeja', chronicConditions: 'Epilepsia «controlada»' };

const dataOf = ({ name, rif, address, phone, estado }: Record<string, unknown>) => ({
  name,
  rif,
  address,
  phone,
  estado,
});

/**
 * Issue #10 (8): a vet's data goes out as one file and comes back, into a fresh account on the same
 * server and into a fresh server, with nothing lost: every field, the links between records, the
 * photos byte for byte, the lab reference ranges, the clinic's own data and logo. Only the ids are new.
 */
describe('backup round trip', () => {
  let t: TestApp;
  let fresh: TestApp;
  let a: Awaited<ReturnType<typeof signUp>>;
  let aId: string;
  let file: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    fresh = await startTestApp();
    a = await signUp(t);
    aId = await clinicIdOf(t.db, a.email);

    const ana = await createOwner(t, a.token, { name: 'Ana Rondón', address: '', email: '' });
    const luis = await createOwner(t, a.token, { name: 'Luis Peña', contact: '+1-8095551234' });
    await createOwner(t, a.token, { name: 'Sin Mascotas' });
    // Rex carries alerts (allergies, chronic conditions); the others have none.
    const rex = await createPet(t, a.token, ana._id, { name: 'Rex', ...ALERTS }, [
      photo(await jpeg(300, 200)),
    ]);
    const mishi = await createPet(
      t,
      a.token,
      luis._id,
      { name: 'Mishi', species: 'Felino', sex: 'Hembra', weight: '', breed: '', referringVet: 'Dr. Gil' },
      [photo(await png(40, 40), 'm.png', 'image/png')],
    );
    const coco = await createPet(t, a.token, luis._id, { name: 'Coco', species: 'Ave' });
    // Edited after creation: its updatedAt is no longer its createdAt.
    t.clock.advance(60_000);
    const edit = { weight: '0.4', version: coco.version };
    expect((await sendForm(t, 'PUT', `/api/patients/${coco._id}`, a.token, edit)).status).toBe(200);

    await createExam(t, a.token, rex._id);
    await createExam(t, a.token, rex._id, {
      date: '2023-01-02',
      hemotropico: '',
      observacion: 'Ñandú: «ok»',
    });
    await createExam(t, a.token, mishi._id, { platelets: 250000, whiteBloodCells: 0 });
    await createService(t, a.token, rex._id);
    await createService(t, a.token, mishi._id, { cost: 0.01, exchangeRate: null, observations: '' });
    await createService(t, a.token, coco._id, {
      date: '2024-02-29T23:59:59.999-04:00',
      paymentType: 'Zelle',
    });
    // Consultations with their prescriptions and addenda, and the clinic's vital-sign ranges.
    const visit = await createConsultation(t, a.token, rex._id, { nextCheck: '2099-12-31' });
    await post(t.app, `/api/consultations/${visit._id}/addenda`, { text: 'Ñandú: «mejoró»' }, a.token);
    await post(t.app, `/api/consultations/${visit._id}/addenda`, { text: 'Alta' }, a.token);
    await createConsultation(t, a.token, mishi._id, {
      weightKg: null,
      mucousMembranes: '',
      prescriptions: [
        {
          drug: 'Meloxicam',
          dose: 0.125,
          unit: 'gota',
          route: 'Oral',
          frequency: 'cada 24 h',
          durationDays: null,
        },
      ],
    });
    // A vaccine and a deworming (this one without lot, notes or next dose).
    await createPreventive(t, a.token, rex._id, { product: 'Antirrábica', lot: 'L-«Ñ»-1' });
    await createPreventive(t, a.token, mishi._id, {
      kind: 'deworming',
      product: 'Milbemax',
      lot: '',
      nextDue: null,
      notes: '',
    });
    const vital = (await get(t.app, '/api/clinical/vital-ranges', a.token)).body;
    const vitalRanges = { ...vital.ranges, Hurón: { temperatureC: { min: 37.8, max: 40 } } };
    expect(
      (
        await put(
          t.app,
          '/api/clinical/vital-ranges',
          { ranges: vitalRanges, version: vital.version },
          a.token,
        )
      ).status,
    ).toBe(200);

    const ranges = defaultRanges();
    ranges.perro.hematocrit = { min: 35.5, max: 57 };
    ranges.gato.platelets = { min: 150000, max: 600000 };
    const { version } = (await get(t.app, '/api/lab/reference-ranges', a.token)).body;
    expect((await put(t.app, '/api/lab/reference-ranges', { ranges, version }, a.token)).status).toBe(200);

    // The clinic's own data and logo travel too.
    const clinicVersion = (await get(t.app, '/api/clinic', a.token)).body.version;
    expect((await put(t.app, '/api/clinic', { ...CLINIC, version: clinicVersion }, a.token)).status).toBe(
      200,
    );
    const logo = {
      field: 'logo',
      filename: 'logo.jpg',
      contentType: 'image/jpeg',
      data: await jpeg(800, 300),
    };
    expect((await sendForm(t, 'PUT', '/api/clinic/logo', a.token, {}, [logo])).status).toBe(200);

    const res = await downloadBackup(t, a.token);
    expect(res.status).toBe(200);
    file = res.bytes;
  });
  afterAll(async () => {
    await t.close();
    await fresh.close();
  });

  it('downloads one gzip file named after the day, not cached, holding only the vet’s data', async () => {
    const res = await downloadBackup(t, a.token);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="vetclinic-respaldo-\d{4}-\d{2}-\d{2}\.json\.gz"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    // Already gzip: never compressed a second time for a browser that accepts compression.
    const browser = await t.app.inject({
      method: 'GET',
      url: '/api/backup',
      headers: { authorization: `Bearer ${a.token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(browser.headers['content-encoding']).toBeUndefined();
    expect(browser.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const doc = documentOf(file);
    expect(doc).toMatchObject({ format: 'vetclinic-respaldo', version: 1 });
    expect(doc.owners).toHaveLength(3);
    expect(doc.patients).toHaveLength(3);
    expect(doc.labExams).toHaveLength(3);
    expect(doc.grooming).toHaveLength(3);
    expect(doc.labReferenceRanges?.perro.hematocrit).toEqual({ min: 35.5, max: 57 });
    expect(doc.consultations).toHaveLength(2);
    expect(doc.consultations![0]).toMatchObject({
      vet: { name: 'Ana Pérez', cmv: '4567' },
      nextCheck: '2099-12-31',
      addenda: [
        { text: 'Ñandú: «mejoró»', author: { name: 'Ana Pérez', cmv: '4567' } },
        { text: 'Alta', author: { name: 'Ana Pérez', cmv: '4567' } },
      ],
    });
    expect(doc.vitalReferenceRanges?.Hurón).toEqual({ temperatureC: { min: 37.8, max: 40 } });
    // The pet's alerts, and its vaccines and deworming with who applied them by name and CMV.
    expect(doc.patients.find((p) => p.name === 'Rex')).toMatchObject(ALERTS);
    expect(doc.patients.find((p) => p.name === 'Coco')).toMatchObject({
      allergies: '',
      chronicConditions: '',
    });
    const rexId = doc.patients.find((p) => p.name === 'Rex')!.id;
    expect(doc.preventives).toEqual([
      {
        id: expect.any(String),
        patientId: rexId,
        kind: 'vaccine',
        product: 'Antirrábica',
        lot: 'L-«Ñ»-1',
        appliedOn: '2024-05-10',
        nextDue: '2025-05-10',
        appliedBy: { name: 'Ana Pérez', cmv: '4567' },
        notes: 'Sin reacciones',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ kind: 'deworming', product: 'Milbemax', lot: '', nextDue: null, notes: '' }),
    ]);
    const { logo } = await clinicOf(t, a.token);
    expect(doc.clinic).toEqual({ ...CLINIC, logo: logo!.toString('base64') });
    // Nothing about the account itself: no password hash, no session, no e-mail of the vet.
    const text = JSON.stringify(doc);
    expect(text).not.toContain(a.email);
    expect(text).not.toMatch(/argon2|password|token|(vet|clinic)_?id/i);
  });

  it('restores into a fresh account on the same server: equal data, new ids, photos shared', async () => {
    const b = await signUp(t);
    const bId = await clinicIdOf(t.db, b.email);
    const before = await clinicOf(t, b.token);
    expect(before.logo).toBeUndefined();
    const analyzed = async () => {
      await t.db.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_user_tables
         WHERE relname IN ('owners', 'preventives', 'reminders', 'appointments') AND analyze_count > 0`,
      );
      return rows[0].n;
    };
    await t.db.query('SELECT pg_stat_reset()');
    expect(await analyzed()).toBe(0);
    const res = await uploadBackup(t, b.token, file);
    expect(res.status).toBe(200);
    // The planner's statistics are fresh before the answer (restore.ts refreshStatistics).
    expect(await analyzed()).toBe(4);
    expect(res.body).toEqual({
      msg: 'Respaldo restaurado con éxito',
      restored: {
        owners: 3,
        patients: 3,
        photos: 2,
        labExams: 3,
        grooming: 3,
        labReferenceRanges: true,
        consultations: 2,
        vitalReferenceRanges: true,
        preventives: 2,
        appointments: 0,
        unassigned: 0,
        reminders: 0,
        schedule: true,
      },
    });
    expect(await snapshot(t.db, bId)).toEqual(await snapshot(t.db, aId));
    // Coco was edited (version 2) before the backup; restored, every record starts again at 1.
    const versions = await t.db.query(
      `SELECT DISTINCT version FROM owners WHERE clinic_id = $1 UNION SELECT version FROM patients WHERE clinic_id = $1
       UNION SELECT version FROM lab_exams WHERE clinic_id = $1 UNION SELECT version FROM grooming_services WHERE clinic_id = $1
       UNION SELECT version FROM consultations WHERE clinic_id = $1`,
      [bId],
    );
    expect(versions.rows).toEqual([{ version: 1 }]);
    const aIds = new Set(await idsOf(t.db, aId));
    const bIds = await idsOf(t.db, bId);
    expect(bIds).toHaveLength(18);
    expect(bIds.filter((id) => aIds.has(id))).toEqual([]);

    // The clinic's data and logo are the file's; its version moved on, so a stale edit is refused.
    const original = await clinicOf(t, a.token);
    const restored = await clinicOf(t, b.token);
    expect(restored.clinic).toMatchObject({ ...CLINIC, hasLogo: true, version: before.clinic.version + 1 });
    expect(restored.logo!.equals(original.logo!)).toBe(true);
    const stale = { ...CLINIC, version: before.clinic.version };
    expect((await put(t.app, '/api/clinic', stale, b.token)).status).toBe(409);
    // One activity entry, which says the clinic came back too.
    const entries = await t.db.query(
      `SELECT action, changes FROM audit_entries WHERE clinic_id = $1 AND action NOT IN ('login', 'export') ORDER BY id`,
      [bId],
    );
    expect(entries.rows).toEqual([
      {
        action: 'restore',
        changes: {
          owners: 3,
          patients: 3,
          photos: 2,
          labExams: 3,
          grooming: 3,
          labReferenceRanges: true,
          consultations: 2,
          vitalReferenceRanges: true,
          preventives: 2,
          appointments: 0,
          unassigned: 0,
          reminders: 0,
          schedule: true,
          clinic: true,
        },
      },
    ]);

    // Through the API too: B's pets show their photos, and a second restore is refused.
    const pets = (await get(t.app, '/api/patients', b.token)).body as {
      name: string;
      photo: string | null;
    }[];
    const rex = pets.find((p) => p.name === 'Rex')!;
    const shown = await fetchRaw(t, rex.photo!);
    expect(shown.statusCode).toBe(200);
    expect((await uploadBackup(t, b.token, file)).status).toBe(409);
  });

  it('restores into a fresh server: equal data and photo files byte for byte', async () => {
    const c = await signUp(fresh);
    const cId = await clinicIdOf(fresh.db, c.email);
    const res = await uploadBackup(fresh, c.token, file);
    expect(res.status).toBe(200);
    const original = await clinicOf(t, a.token);
    const restored = await clinicOf(fresh, c.token);
    expect(dataOf(restored.clinic)).toEqual(CLINIC);
    expect(restored.logo!.equals(original.logo!)).toBe(true);
    const before = await snapshot(t.db, aId);
    expect(await snapshot(fresh.db, cId)).toEqual(before);
    const hashes = before.patients
      .map((p) => (p as { photo_hash: string | null }).photo_hash)
      .filter(Boolean);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes as string[]) {
      expect((await storedPhoto(fresh.db, hash))?.equals((await storedPhoto(t.db, hash))!)).toBe(true);
    }
    // And its own backup is the same document again, apart from ids and the export date.
    const again = documentOf((await downloadBackup(fresh, c.token)).bytes);
    expect(withoutIds(again)).toEqual(withoutIds(documentOf(file)));
  });

  it('a vet with nothing yet downloads an empty backup that restores to nothing', async () => {
    const d = await signUp(t);
    const doc = documentOf((await downloadBackup(t, d.token)).bytes);
    expect(doc).toMatchObject({
      owners: [],
      patients: [],
      labExams: [],
      grooming: [],
      labReferenceRanges: null,
      consultations: [],
      vitalReferenceRanges: null,
      preventives: [],
    });
    const e = await signUp(t);
    const res = await uploadBackup(t, e.token, (await downloadBackup(t, d.token)).bytes);
    expect(res.body.restored).toEqual({
      owners: 0,
      patients: 0,
      photos: 0,
      labExams: 0,
      grooming: 0,
      labReferenceRanges: false,
      consultations: 0,
      vitalReferenceRanges: false,
      preventives: 0,
      appointments: 0,
      unassigned: 0,
      reminders: 0,
      schedule: true,
    });
    // A clinic founded without its clinic section has no address yet: its data comes back all the same.
    const founded = await clinicOf(t, d.token);
    expect(founded.clinic.address).toBe('');
    expect(dataOf((await clinicOf(t, e.token)).clinic)).toEqual(dataOf(founded.clinic));
  });
  it('restores an older file without the clinic: the records come back, the clinic stays as it is', async () => {
    const { clinic: _clinic, ...older } = documentOf(file);
    const e = await signUp(t);
    const eId = await clinicIdOf(t.db, e.email);
    const before = await clinicOf(t, e.token);
    const res = await uploadBackup(t, e.token, packDocument(older));
    expect(res.status).toBe(200);
    expect(res.body.restored).toMatchObject({ owners: 3, patients: 3, photos: 2 });
    expect(await snapshot(t.db, eId)).toEqual(await snapshot(t.db, aId));
    expect(await clinicOf(t, e.token)).toEqual(before);
    const entry = await t.db.query(
      `SELECT changes FROM audit_entries WHERE clinic_id = $1 AND action = 'restore'`,
      [eId],
    );
    expect(entry.rows[0].changes).not.toHaveProperty('clinic');
  });

  it('restores an older file without consultations or vital ranges: the rest comes back, the defaults stay', async () => {
    const { consultations: _c, vitalReferenceRanges: _v, ...older } = documentOf(file);
    const e = await signUp(t);
    const eId = await clinicIdOf(t.db, e.email);
    const res = await uploadBackup(t, e.token, packDocument(older));
    expect(res.status).toBe(200);
    expect(res.body.restored).toMatchObject({ owners: 3, consultations: 0, vitalReferenceRanges: false });
    const { consultations, vitalRanges, ...records } = await snapshot(t.db, eId);
    const { consultations: _ac, vitalRanges: _av, ...original } = await snapshot(t.db, aId);
    expect(records).toEqual(original);
    expect(consultations).toEqual([]);
    expect(vitalRanges).toEqual([]);
    expect((await get(t.app, '/api/clinical/vital-ranges', e.token)).body.ranges).toEqual(
      (await get(t.app, '/api/clinical/vital-ranges', e.token)).body.defaults,
    );
  });

  it("finds a consultation's people by CMV among the restoring clinic's members, or leaves them empty", async () => {
    const doc = documentOf(file);
    const stranger = { name: 'Otro Médico', cmv: '777' };
    const first = doc.consultations![0] as unknown as { reason: string; addenda: Record<string, unknown>[] };
    const visit = { ...first, vet: stranger, addenda: [{ ...first.addenda[0], author: stranger }] };
    const withStranger = { ...doc, consultations: [visit] };

    const g = await signUp(t);
    const gId = await clinicIdOf(t.db, g.email);
    expect((await uploadBackup(t, g.token, packDocument(withStranger))).status).toBe(200);
    const [empty] = (await get(t.app, '/api/consultations', g.token)).body.items;
    expect(empty.vet).toBeNull();
    expect(empty.addenda).toEqual([
      {
        _id: expect.any(String),
        text: 'Ñandú: «mejoró»',
        createdAt: first.addenda[0].createdAt,
        author: null,
      },
    ]);
    expect(empty).toMatchObject({ createdBy: expect.stringMatching(/\S/), reason: first.reason });

    // A clinic where that vet works: they are found, as the attending vet and as the note's author.
    const h = await signUp(t);
    const hClinic = await clinicIdOf(t.db, h.email);
    const colleague = await signUp(t, { name: 'Otro', lastName: 'Médico', cmv: '777' });
    const colleagueId = (await get(t.app, '/api/auth/user', colleague.token)).body._id;
    await t.db.query(`INSERT INTO clinic_members (clinic_id, vet_id, role) VALUES ($1, $2, 'vet')`, [
      hClinic,
      colleagueId,
    ]);
    expect((await uploadBackup(t, h.token, packDocument(withStranger))).status).toBe(200);
    const [found] = (await get(t.app, '/api/consultations', h.token)).body.items;
    expect(found.vet).toEqual({ _id: colleagueId, name: 'Otro Médico', cmv: '777' });
    expect(found.addenda[0].author).toEqual({ _id: colleagueId, name: 'Otro Médico', cmv: '777' });
    expect(await idsOf(t.db, gId)).toHaveLength(16);
  });

  it.each([
    [
      'a temperature of 400',
      { temperatureC: 400 },
      'temperatureC',
      'La temperatura debe estar entre 25 y 45 °C',
    ],
    [
      'a prescription without a drug',
      { prescriptions: [{ dose: 1, unit: 'ml', route: 'Oral', frequency: 'c/8 h', durationDays: 3 }] },
      'prescriptions.0.drug',
      'El medicamento es obligatorio',
    ],
    [
      'an empty note',
      { addenda: [{ text: ' ', createdAt: '2024-01-01T00:00:00Z', author: null }] },
      'addenda.0.text',
      'La nota es obligatoria',
    ],
    [
      'a pet not in the file',
      { patientId: 'no-existe' },
      'patientId',
      'Hace referencia a un registro que no está en el respaldo',
    ],
  ])(
    'refuses a file whose consultation has %s, naming it, writing nothing',
    async (_case, bad, field, msg) => {
      const doc = documentOf(file);
      const g = await signUp(t);
      const gId = await clinicIdOf(t.db, g.email);
      const consultations = [{ ...doc.consultations![0], ...bad }, doc.consultations![1]];
      const res = await uploadBackup(t, g.token, packDocument({ ...doc, consultations }));
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(`El respaldo tiene datos no válidos (consulta 1): ${msg}`);
      expect(res.body.errors[0].field).toBe(field);
      expect(await idsOf(t.db, gId)).toEqual([]);
    },
  );

  it('restores an older file without vaccines and deworming: the rest comes back, none of them', async () => {
    const { preventives: _p, ...older } = documentOf(file);
    const e = await signUp(t);
    const eId = await clinicIdOf(t.db, e.email);
    const res = await uploadBackup(t, e.token, packDocument(older));
    expect(res.status).toBe(200);
    expect(res.body.restored).toMatchObject({ owners: 3, patients: 3, consultations: 2, preventives: 0 });
    const { preventives, ...records } = await snapshot(t.db, eId);
    const { preventives: _ap, ...original } = await snapshot(t.db, aId);
    expect(records).toEqual(original);
    expect(preventives).toEqual([]);
    const entry = await t.db.query(
      `SELECT changes FROM audit_entries WHERE clinic_id = $1 AND action = 'restore'`,
      [eId],
    );
    expect(entry.rows[0].changes).toMatchObject({ consultations: 2, preventives: 0 });
  });

  it('finds who applied a vaccine by CMV among all the clinic’s members, or leaves it empty, never the restorer', async () => {
    const doc = documentOf(file);
    const stranger = { name: 'Otra Asistente', cmv: '888' };
    const withStranger = {
      ...doc,
      preventives: doc.preventives!.map((p) => ({ ...p, appliedBy: stranger })),
    };
    const appliedBy = async (app: TestApp, token: string) => {
      const pets = (await get(app.app, '/api/patients', token)).body as { _id: string; name: string }[];
      const rex = pets.find((p) => p.name === 'Rex')!;
      const answer = await get(app.app, `/api/patients/${rex._id}/preventives`, token);
      expect(answer.status).toBe(200);
      return answer.body.preventives.map((p: { appliedBy: unknown }) => p.appliedBy);
    };

    // A clinic without that person: nobody on record (the API says null), not the one restoring.
    const g = await signUp(t);
    expect((await uploadBackup(t, g.token, packDocument(withStranger))).status).toBe(200);
    expect(await appliedBy(t, g.token)).toEqual([null]);

    // A clinic where she is an assistant: found (anyone of the clinic may apply a dose).
    const h = await signUp(t);
    const hClinic = await clinicIdOf(t.db, h.email);
    const colleague = await signUp(t, { name: 'Otra', lastName: 'Asistente', cmv: '888' });
    const colleagueId = (await get(t.app, '/api/auth/user', colleague.token)).body._id;
    await t.db.query(`INSERT INTO clinic_members (clinic_id, vet_id, role) VALUES ($1, $2, 'assistant')`, [
      hClinic,
      colleagueId,
    ]);
    expect((await uploadBackup(t, h.token, packDocument(withStranger))).status).toBe(200);
    expect(await appliedBy(t, h.token)).toEqual([{ _id: colleagueId, name: 'Otra Asistente' }]);
  });

  it.each([
    [
      'a next dose before its application',
      { appliedOn: '2024-05-10', nextDue: '2024-05-09' },
      'nextDue',
      'La próxima dosis no puede ser anterior a la aplicación',
    ],
    ['no product', { product: '   ' }, 'product', 'El producto es obligatorio'],
    [
      'a kind that is neither',
      { kind: 'vitamina' },
      'kind',
      'El tipo de aplicación debe ser Vacuna o Desparasitación',
    ],
    [
      'a future application',
      { appliedOn: '2999-01-01', nextDue: null },
      'appliedOn',
      'La fecha no puede ser futura',
    ],
    [
      'who applied it as an account id',
      { appliedBy: '8a1d1f0e-52d7-4c1e-9d5e-4f8f3f1b2c3d' },
      'appliedBy',
      'La persona del respaldo no es válida',
    ],
    [
      'a pet not in the file',
      { patientId: 'no-existe' },
      'patientId',
      'Hace referencia a un registro que no está en el respaldo',
    ],
  ])(
    'refuses a file whose vaccine or deworming has %s, naming it, writing nothing',
    async (_case, bad, field, msg) => {
      const doc = documentOf(file);
      const g = await signUp(t);
      const gId = await clinicIdOf(t.db, g.email);
      const preventives = [doc.preventives![0], { ...doc.preventives![1], ...bad }];
      const res = await uploadBackup(t, g.token, packDocument({ ...doc, preventives }));
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(`El respaldo tiene datos no válidos (vacuna o desparasitación 2): ${msg}`);
      expect(res.body.errors[0].field).toBe(field);
      expect(await idsOf(t.db, gId)).toEqual([]);
    },
  );

  it('refuses a file with more vaccines and deworming than the cap, naming the list, writing nothing', async () => {
    const small = buildApp({
      db: t.db,
      mailer: t.mailer,
      dataDir: t.dataDir,
      clock: t.clock,
      backup: { records: { preventives: 1 } },
    });
    await small.ready();
    try {
      const g = await signUp(t);
      const gId = await clinicIdOf(t.db, g.email);
      expect(await uploadBackup({ ...t, app: small }, g.token, file)).toMatchObject({
        status: 413,
        body: { msg: 'El respaldo tiene demasiadas vacunas y desparasitaciones (máximo 1)' },
      });
      expect(await idsOf(t.db, gId)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it.each([
    ['a phone with letters', { phone: '0274-ABC' }, 'phone', 'Solo números sin espacios'],
    ['no name', { name: '  ' }, 'name', 'El nombre de la clínica es obligatorio'],
    [
      'an estado outside Venezuela',
      { estado: 'Narnia' },
      'estado',
      'Selecciona un estado de Venezuela válido',
    ],
    ['a logo that is not base64', { logo: 'no es una imagen' }, 'logo', 'El logo del respaldo no es válido'],
    [
      'a logo that is not an image',
      { logo: Buffer.from('<svg onload="alert(1)"/>').toString('base64') },
      'logo',
      PHOTO_FORMAT_MSG,
    ],
  ])('refuses a file whose clinic has %s, in Spanish, writing nothing', async (_case, bad, field, msg) => {
    const doc = documentOf(file);
    const g = await signUp(t);
    const gId = await clinicIdOf(t.db, g.email);
    const before = await clinicOf(t, g.token);
    const res = await uploadBackup(t, g.token, packDocument({ ...doc, clinic: { ...doc.clinic!, ...bad } }));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`El respaldo tiene datos no válidos (datos de la clínica): ${msg}`);
    expect(res.body.errors[0].field).toBe(field);
    expect(await idsOf(t.db, gId)).toEqual([]);
    expect(await clinicOf(t, g.token)).toEqual(before);
  });
});
