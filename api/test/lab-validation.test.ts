import { useTestApp } from './helpers/app.js';
import { BY_ANA, get, post, put, signUp } from './helpers/http.js';
import { counts, createExam, createPatient, newExam } from './helpers/lab.js';

const MEASURES = [
  ['hematocrit', 'Hematocrito', 100],
  ['whiteBloodCells', 'Glóbulos blancos', 1_000_000],
  ['totalProtein', 'Proteínas totales', 30],
  ['platelets', 'Plaquetas', 2_000_000],
] as const;
const COUNTER_MSG = 'El conteo debe ser un número entero entre 0 y 100';
const DAY = 86_400_000;

/** Every rule of docs/product/lab.md#fields-and-rules, with its Spanish message, on create and on edit. */
describe('lab exams: validation', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  let examId: string;
  let original: Record<string, unknown>;
  beforeAll(async () => {
    token = (await signUp(t)).token;
    ({ patientId } = await createPatient(t, token));
    original = await createExam(t, token, patientId);
    examId = (original as { _id: string })._id;
  });

  const create = (body: unknown) => post(t.app, `/api/patients/${patientId}/lab-exams`, body, token);
  // An edit form also sends the version it loaded (the exam is never changed here: it stays at 1).
  const isObject = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body);
  const edit = (body: unknown) =>
    put(
      t.app,
      `/api/lab-exams/${examId}`,
      isObject(body) ? { version: 1, ...(body as object) } : body,
      token,
    );

  const stored = async () => (await t.db.query('SELECT count(*)::int AS n FROM lab_exams')).rows[0].n;

  /** Refused with 400 on create and on edit, the field named with its message; nothing stored or changed. */
  async function expectRefused(body: unknown, field: string, msg: string) {
    const before = await stored();
    for (const res of [await create(body), await edit(body)]) {
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, msg });
      expect(typeof res.body.msg).toBe('string');
    }
    expect(await stored()).toBe(before);
    expect((await get(t.app, `/api/patients/${patientId}/lab-exams/${examId}`, token)).body.labExam).toEqual({
      ...original,
      ...BY_ANA,
      signedBy: { name: 'M.V. Ana Pérez', cmv: '4567' },
    });
  }

  it('an empty body lists every required field at once', async () => {
    const res = await create({});
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('La fecha es obligatoria');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'date', msg: 'La fecha es obligatoria' },
        ...MEASURES.map(([field, label]) => ({ field, msg: `${label} es obligatorio` })),
        { field: 'differentialCount', msg: 'El conteo diferencial es obligatorio' },
        { field: 'totalCells', msg: 'El total de células es obligatorio' },
      ]),
    );
    expect((await edit(undefined)).body.errors).toContainEqual({
      field: 'date',
      msg: 'La fecha es obligatoria',
    });
  });

  describe('date', () => {
    it.each([undefined, '', '   ', null])('missing (%p): "La fecha es obligatoria"', async (date) => {
      await expectRefused(newExam({ date }), 'date', 'La fecha es obligatoria');
    });

    it.each(['mañana', '2023-02-30', '10/05/2024', '2024-5-1', 20240510, '2024-05-10T25:00:00Z'])(
      'not a real date (%p): "Fecha inválida"',
      async (date) => {
        await expectRefused(newExam({ date }), 'date', 'Fecha inválida');
      },
    );

    it('more than one day ahead of the server’s UTC day: "La fecha no puede ser futura"', async () => {
      const future = new Date(t.clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
      await expectRefused(newExam({ date: future }), 'date', 'La fecha no puede ser futura');
      await expectRefused(newExam({ date: `${future}T10:00:00Z` }), 'date', 'La fecha no puede ser futura');
    });

    it('before 1900 is refused', async () => {
      await expectRefused(newExam({ date: '1899-12-31' }), 'date', 'La fecha no puede ser anterior a 1900');
    });
  });

  describe.each(MEASURES)('%s', (key, label, max) => {
    it.each([undefined, null, '', '  '])('missing (%p): "{label} es obligatorio"', async (value) => {
      await expectRefused(newExam({ [key]: value }), key, `${label} es obligatorio`);
    });

    it('negative: "Debe ser positivo"; 0 is fine', async () => {
      await expectRefused(newExam({ [key]: -0.1 }), key, 'Debe ser positivo');
      expect((await create(newExam({ [key]: 0 }))).status).toBe(201);
    });

    it(`above ${max}: refused; ${max} is fine`, async () => {
      await expectRefused(newExam({ [key]: max + 0.5 }), key, `${label} no puede superar ${max}`);
      await expectRefused(newExam({ [key]: 1e308 * 10 }), key, `${label} es obligatorio`); // JSON null
      expect((await create(newExam({ [key]: max }))).status).toBe(201);
    });

    it.each(['12', 'abc', 'NaN', 'Infinity', '-Infinity', '0x10', '1e3', true, false, [5], { v: 5 }])(
      'not a JSON number (%p): "{label} debe ser un número"',
      async (value) => {
        await expectRefused(newExam({ [key]: value }), key, `${label} debe ser un número`);
      },
    );
  });

  const keys = Object.keys(counts());

  describe('differential counters', () => {
    it.each(keys)('%s: an integer from 0 to 100', async (key) => {
      const field = `differentialCount.${key}`;
      for (const value of [-1, 101, 2.5, '5', 'NaN', null, true, [1]]) {
        const body = newExam({ differentialCount: counts({ [key]: value }) });
        await expectRefused(body, field, COUNTER_MSG);
      }
      const { [key]: _gone, ...rest } = counts();
      await expectRefused(newExam({ differentialCount: rest }), field, COUNTER_MSG);
    });

    it('the differential must be an object', async () => {
      for (const value of ['60,2,25', 5, [60, 2, 25, 5, 0, 1, 6, 1]]) {
        await expectRefused(
          newExam({ differentialCount: value }),
          'differentialCount',
          'El conteo diferencial debe ser un objeto',
        );
      }
    });
  });

  describe('totalCells', () => {
    it('must equal the sum of the counters', async () => {
      const msg = 'El total de células no coincide con el conteo diferencial';
      await expectRefused(newExam({ totalCells: 99 }), 'totalCells', msg);
      await expectRefused(newExam({ totalCells: 0 }), 'totalCells', msg);
      const body = newExam({ differentialCount: counts({ segmentedNeutrophils: 10 }), totalCells: 100 });
      await expectRefused(body, 'totalCells', msg);
    });

    it('101 cells: "El conteo total no puede superar 100", whatever totalCells says', async () => {
      const msg = 'El conteo total no puede superar 100';
      const cells = counts({ segmentedNeutrophils: 61 });
      await expectRefused(newExam({ differentialCount: cells, totalCells: 101 }), 'totalCells', msg);
      await expectRefused(newExam({ differentialCount: cells, totalCells: 100 }), 'totalCells', msg);
      const all = counts(Object.fromEntries(keys.map((k) => [k, 100])));
      await expectRefused(newExam({ differentialCount: all, totalCells: 800 }), 'totalCells', msg);
    });

    it('not an integer from 0 to 100', async () => {
      const msg = 'El total de células debe ser un número entero entre 0 y 100';
      for (const value of [-1, 99.5, '100', 'abc', true]) {
        await expectRefused(newExam({ totalCells: value }), 'totalCells', msg);
      }
    });
  });

  describe('texts', () => {
    it.each(['hemotropico', 'observacion'])('%s: at most 2000 characters, after trimming', async (key) => {
      await expectRefused(newExam({ [key]: 'x'.repeat(2001) }), key, 'Máximo 2000 caracteres');
      const res = await create(newExam({ [key]: `  ${'á'.repeat(2000)}  ` }));
      expect(res.status).toBe(201);
      expect(res.body.labExam[key]).toHaveLength(2000);
      await expectRefused(newExam({ [key]: { text: 'x' } }), key, 'Debe ser un texto');
      await expectRefused(newExam({ [key]: 'a\u0000b' }), key, 'El texto contiene caracteres no válidos');
    });
  });

  describe('bad requests', () => {
    it('a body over 1 MiB: 413 in Spanish', async () => {
      const res = await create(newExam({ observacion: 'x'.repeat(1024 * 1024 + 10) }));
      expect(res).toMatchObject({ status: 413, body: { msg: 'El contenido enviado es demasiado grande.' } });
    });

    it('not a JSON object: 400 in Spanish', async () => {
      const res = await create([newExam()]);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Los datos enviados deben ser un objeto JSON');
      const raw = await t.app.inject({
        method: 'POST',
        url: `/api/patients/${patientId}/lab-exams`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"date": "2024-05-10", "hematocrit": NaN}',
      });
      expect(raw.statusCode).toBe(400);
      expect(JSON.parse(raw.body)).toEqual({ msg: 'El cuerpo de la petición no es un JSON válido.' });
    });

    it('numbers too large for a double (1e400 parses as Infinity) are not numbers', async () => {
      const send = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/patients/${patientId}/lab-exams`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload,
        });
      const json = JSON.stringify(newExam());
      const huge = await send(json.replace('"platelets":250', '"platelets":1e400'));
      expect(huge.statusCode).toBe(400);
      expect(JSON.parse(huge.body).errors).toContainEqual({
        field: 'platelets',
        msg: 'Plaquetas debe ser un número',
      });
      const counter = await send(json.replace('"nrbc":1', '"nrbc":1e400'));
      expect(JSON.parse(counter.body).errors).toContainEqual({
        field: 'differentialCount.nrbc',
        msg: COUNTER_MSG,
      });
    });

    it('malformed ids are 404 like missing ones, before the body is looked at', async () => {
      for (const id of ['123', 'not-a-uuid', "1' OR '1'='1", '8f14e45f-ceea-467f-a9f6-7d5c3b2a1e0']) {
        const pid = encodeURIComponent(id);
        const pet = { status: 404, body: { msg: 'Mascota no encontrada' } };
        const exam = { status: 404, body: { msg: 'No se encontró el examen.' } };
        expect(await post(t.app, `/api/patients/${pid}/lab-exams`, {}, token)).toMatchObject(pet);
        expect(await get(t.app, `/api/patients/${pid}/lab-exams`, token)).toMatchObject(pet);
        expect(await get(t.app, `/api/patients/${patientId}/lab-exams/${pid}`, token)).toMatchObject(exam);
        expect(await get(t.app, `/api/patients/${pid}/lab-exams/${examId}`, token)).toMatchObject(exam);
        expect(await put(t.app, `/api/lab-exams/${pid}`, {}, token)).toMatchObject(exam);
      }
    });
  });

  it('the database itself refuses a total that is not the sum, and out-of-range counters', async () => {
    const { rows } = await t.db.query<{ clinic_id: string }>('SELECT clinic_id FROM lab_exams LIMIT 1');
    const insert = (total: number, lymphocytes: number) =>
      t.db.query(
        `INSERT INTO lab_exams (clinic_id, patient_id, date, hematocrit, white_blood_cells, total_protein,
           platelets, segmented_neutrophils, band_neutrophils, lymphocytes, monocytes, basophils,
           reticulocytes, eosinophils, nrbc, total_cells)
         VALUES ($1, $2, '2024-01-01', 40, 10, 6, 200, 0, 0, $4, 0, 0, 0, 0, 0, $3)`,
        [rows[0].clinic_id, patientId, total, lymphocytes],
      );
    await expect(insert(5, 4)).rejects.toMatchObject({ constraint: 'lab_exams_total_cells_sum' });
    await expect(insert(101, 101)).rejects.toMatchObject({ code: '23514' });
  });
});
