import { historyCountQuery, historyPageQuery } from '../src/history/repo.js';
import { startTestApp, useTestApp, type TestApp } from './helpers/app.js';
import { createConsultation } from './helpers/clinical.js';
import { createService, vetWithPet } from './helpers/grooming.js';
import { get } from './helpers/http.js';
import { createExam } from './helpers/lab.js';
import { createPreventive } from './helpers/preventives.js';

interface Item {
  kind: string;
  id: string;
  date: string;
  title: string;
  detail: string;
}

/** Issue 26 (4): the pet's timeline of consultations, vaccines, deworming, exams and grooming. */
describe('the pet’s history', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  let all: Item[];
  const history = (query = '', as = token, pet = patientId) =>
    get(t.app, `/api/patients/${pet}/history${query}`, as);

  beforeAll(async () => {
    ({ token, patientId } = await vetWithPet(t));
    const exam = await createExam(t, token, patientId, { date: '2024-05-09', hematocrit: 45.5 });
    const consultation = async (date: string, reason: string, presumptive = '', definitive = '') =>
      (
        await createConsultation(t, token, patientId, {
          date,
          reason,
          presumptiveDiagnosis: presumptive,
          definitiveDiagnosis: definitive,
        })
      )._id;
    const vomits = await consultation('2024-05-10T14:00:00Z', 'Vómitos');
    const vaccine = await createPreventive(t, token, patientId, {
      product: 'Antirrábica',
      appliedOn: '2024-05-10',
      nextDue: '2025-05-10',
    });
    const grooming = await createService(t, token, patientId, {
      date: '2024-05-11T15:00:00.000Z',
      service: 'Corte y Baño',
      specifications: 'Corte tipo cachorro, uñas y oídos',
    });
    const deworming = await createPreventive(t, token, patientId, {
      kind: 'deworming',
      product: 'Desparasitante interno',
      appliedOn: '2024-05-11',
      nextDue: null,
    });
    // 22:30 on 11 May in Caracas (already 12 May in UTC): the clinic's day is what counts.
    const cough = await consultation('2024-05-12T02:30:00Z', 'Tos', 'Traqueobronquitis infecciosa');
    const check = await consultation('2024-05-12T13:00:00Z', 'Control', 'Gastritis', 'Sano');
    all = [
      {
        kind: 'consultation',
        id: check,
        date: '2024-05-12T13:00:00.000Z',
        title: 'Control',
        detail: 'Diagnóstico: Sano',
      },
      // A record that keeps only its day comes first within that day.
      {
        kind: 'deworming',
        id: deworming._id,
        date: '2024-05-11',
        title: 'Desparasitante interno',
        detail: '',
      },
      {
        kind: 'consultation',
        id: cough,
        date: '2024-05-12T02:30:00.000Z',
        title: 'Tos',
        detail: 'Diagnóstico presuntivo: Traqueobronquitis infecciosa',
      },
      {
        kind: 'grooming',
        id: grooming._id,
        date: '2024-05-11T15:00:00.000Z',
        title: 'Corte y Baño',
        detail: 'Corte tipo cachorro, uñas y oídos',
      },
      {
        kind: 'vaccine',
        id: vaccine._id,
        date: '2024-05-10',
        title: 'Antirrábica',
        detail: 'Próxima: 10/05/2025',
      },
      { kind: 'consultation', id: vomits, date: '2024-05-10T14:00:00.000Z', title: 'Vómitos', detail: '' },
      {
        kind: 'lab_exam',
        id: exam._id,
        date: '2024-05-09',
        title: 'Hematología',
        detail: 'Hematocrito: 45,5 %',
      },
    ];
  });

  it('every kind of event, newest first by the clinic’s day, each with its title and detail', async () => {
    const res = await history();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: all, total: 7, page: 1, limit: 20 });
  });

  it('pages of a given size follow one another without overlap; past the end, none', async () => {
    const pages: Item[][] = [];
    for (const page of [1, 2, 3]) {
      const res = await history(`?page=${page}&limit=3`);
      expect(res.body).toMatchObject({ total: 7, page, limit: 3 });
      pages.push(res.body.items);
    }
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(all);
    expect((await history('?page=4&limit=3')).body).toEqual({ items: [], total: 7, page: 4, limit: 3 });
  });

  it('filtered by kind: only that kind, its own total and pages', async () => {
    for (const kind of ['consultation', 'vaccine', 'deworming', 'lab_exam', 'grooming']) {
      const expected = all.filter((item) => item.kind === kind);
      expect((await history(`?kind=${kind}`)).body).toEqual({
        items: expected,
        total: expected.length,
        page: 1,
        limit: 20,
      });
    }
    expect((await history('?kind=consultation&page=2&limit=2')).body).toEqual({
      items: [all[5]],
      total: 3,
      page: 2,
      limit: 2,
    });
  });

  it('the same day: a record written later comes first', async () => {
    const pet = await vetWithPet(t);
    const first = await createExam(t, pet.token, pet.patientId, { date: '2024-01-05', hematocrit: 40 });
    const second = await createExam(t, pet.token, pet.patientId, { date: '2024-01-05', hematocrit: 38 });
    const res = await history('', pet.token, pet.patientId);
    expect(res.body.items.map((i: Item) => [i.id, i.detail])).toEqual([
      [second._id, 'Hematocrito: 38 %'],
      [first._id, 'Hematocrito: 40 %'],
    ]);
  });

  it('long texts are cut to one line; a pet with nothing has an empty history', async () => {
    const pet = await vetWithPet(t);
    expect((await history('', pet.token, pet.patientId)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      limit: 20,
    });
    await createConsultation(t, pet.token, pet.patientId, {
      date: '2024-02-01T12:00:00Z',
      reason: `Motivo ${'largo '.repeat(45)}`,
      definitiveDiagnosis: 'd'.repeat(1000),
    });
    const [item] = (await history('', pet.token, pet.patientId)).body.items;
    expect([...item.title].length).toBeLessThanOrEqual(120);
    expect(item.title.endsWith('…')).toBe(true);
    expect(item.detail).toMatch(/^Diagnóstico: d+…$/);
    expect([...item.detail].length).toBe(120);
  });

  it('another clinic’s pet or a missing one: 404 «Mascota no encontrada»', async () => {
    const other = await vetWithPet(t);
    const notFound = { status: 404, body: { msg: 'Mascota no encontrada' } };
    expect(await history('', other.token)).toMatchObject(notFound);
    expect(await history('', token, '8f14e45f-ceea-467f-a9f6-7d5c3b2a1e00')).toMatchObject(notFound);
    expect(await history('', token, 'no-es-un-id')).toMatchObject(notFound);
  });

  it('a kind, page or limit it does not know: 400 with the reason', async () => {
    expect(await history('?kind=vacunas')).toMatchObject({
      status: 400,
      body: { msg: 'El tipo debe ser uno de: consultation, vaccine, deworming, lab_exam, grooming' },
    });
    expect(await history('?page=0')).toMatchObject({
      status: 400,
      body: { msg: 'La página debe ser un número entero mayor o igual a 1' },
    });
    expect(await history('?limit=1001')).toMatchObject({
      status: 400,
      body: { msg: 'El límite debe ser un número entero entre 1 y 1000' },
    });
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/**
 * The bench's pet (issue 26, «Performance»): 200 consultations and 50 exams, with vaccines and grooming,
 * in a clinic of 300 other pets with histories of their own. A page reads each table along its per-pet
 * index, never the table whole.
 */
describe('the pet’s history at scale', () => {
  let t: TestApp;
  let token: string;
  let clinicId: string;
  let patientId: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token, patientId } = await vetWithPet(t));
    const { rows } = await t.db.query<{ clinic_id: string; owner_id: string; vet: string }>(
      `SELECT p.clinic_id, p.owner_id, m.vet_id AS vet FROM patients p
       JOIN clinic_members m ON m.clinic_id = p.clinic_id WHERE p.id = $1`,
      [patientId],
    );
    clinicId = rows[0].clinic_id;
    await t.db.query(
      `INSERT INTO patients (clinic_id, owner_id, name, birth_date, species, sex, main_vet)
       SELECT $1, $2, 'Mascota ' || i, DATE '2015-01-01', 'Canino', 'Hembra', 'M.V.' FROM generate_series(1, 300) i`,
      [clinicId, rows[0].owner_id],
    );
    // The bench's pet first in the array, then the others: 200/50/30/20 for it, 10/3/4/3 for each other.
    const pets = `WITH pets AS (SELECT array_agg(id ORDER BY id = $2 DESC, id) AS ids FROM patients WHERE clinic_id = $1)`;
    const fill = async (sql: string, extra: unknown[] = []) =>
      t.db.query(sql, [clinicId, patientId, ...extra]);
    await fill(
      `${pets} INSERT INTO consultations (clinic_id, patient_id, date, reason, presumptive_diagnosis)
       SELECT $1, CASE WHEN i < 200 THEN ids[1] ELSE ids[2 + i % 300] END,
              TIMESTAMPTZ '2016-01-01T14:00:00Z' + i * INTERVAL '19 hours', 'Motivo ' || i, 'Diagnóstico ' || i
       FROM pets, generate_series(0, 3199) i`,
    );
    await fill(
      `${pets} INSERT INTO lab_exams (clinic_id, patient_id, date, hematocrit, white_blood_cells, total_protein,
         platelets, segmented_neutrophils, band_neutrophils, lymphocytes, monocytes, basophils, reticulocytes,
         eosinophils, nrbc, total_cells)
       SELECT $1, CASE WHEN i < 50 THEN ids[1] ELSE ids[2 + i % 300] END, DATE '2016-01-01' + i % 3000,
              40 + i % 10, 12, 6, 250, 60, 2, 25, 5, 0, 1, 6, 1, 100
       FROM pets, generate_series(0, 949) i`,
    );
    await fill(
      `${pets} INSERT INTO preventives (clinic_id, patient_id, kind, product, applied_on, next_due, applied_by)
       SELECT $1, CASE WHEN i < 30 THEN ids[1] ELSE ids[2 + i % 300] END,
              CASE WHEN i % 2 = 0 THEN 'vaccine' ELSE 'deworming' END, 'Producto ' || i % 7,
              DATE '2016-01-01' + i % 3000, DATE '2016-01-01' + i % 3000 + 365, $3
       FROM pets, generate_series(0, 1229) i`,
      [rows[0].vet],
    );
    await fill(
      `${pets} INSERT INTO grooming_services (clinic_id, patient_id, date, service, specifications, cost, payment_type)
       SELECT $1, CASE WHEN i < 20 THEN ids[1] ELSE ids[2 + i % 300] END,
              TIMESTAMPTZ '2016-01-01T15:00:00Z' + i * INTERVAL '2 days', 'Baño', 'Servicio ' || i, 10, 'Efectivo'
       FROM pets, generate_series(0, 919) i`,
    );
    for (const table of ['patients', 'consultations', 'lab_exams', 'preventives', 'grooming_services']) {
      await t.db.query(`ANALYZE ${table}`);
    }
  }, 120_000);
  afterAll(() => t?.close());

  async function plan(sql: string, params: unknown[]) {
    const { rows } = await t.db.query<{ 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      params,
    );
    const [{ Plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN'];
    const all = nodes(Plan);
    return {
      indexes: new Set(all.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : []))),
      tablesReadWhole: all.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']),
      ms,
    };
  }

  // Each table's indexes that start with the clinic and the pet: the planner may take either of the
  // preventives' two (the vaccination report's, migration 024, also leads with the pet).
  const PER_PET = {
    consultations: ['consultations_patient_date_idx'],
    lab_exams: ['lab_exams_patient_date_idx'],
    preventives: ['preventives_patient_idx', 'preventives_latest_idx'],
    grooming_services: ['grooming_services_patient_idx'],
  };
  /** One per-pet index for each table, and nothing else. */
  function expectPerPet(indexes: Iterable<string>) {
    const read = [...indexes];
    const tables = Object.entries(PER_PET).map(([table, own]) => [
      table,
      read.filter((i) => own.includes(i)).length,
    ]);
    expect(tables).toEqual(Object.keys(PER_PET).map((table) => [table, 1]));
    expect(read).toHaveLength(Object.keys(PER_PET).length);
  }

  it('a page and its total read each table along its per-pet index, in milliseconds', async () => {
    for (const page of [
      { page: 1, limit: 20, offset: 0 },
      { page: 10, limit: 20, offset: 180 },
    ]) {
      const { sql, params } = historyPageQuery(clinicId, patientId, undefined, page, 'America/Caracas');
      const { indexes, tablesReadWhole, ms } = await plan(sql, params);
      expect(tablesReadWhole).toEqual([]);
      expectPerPet(indexes);
      expect(ms).toBeLessThan(200);
    }
    const count = historyCountQuery(clinicId, patientId, undefined, 'America/Caracas');
    const { indexes, tablesReadWhole } = await plan(count.sql, count.params);
    expect(tablesReadWhole).toEqual([]);
    expectPerPet(indexes);
  });

  it('the first page through the API: the 20 newest of 300 events', async () => {
    const res = await get(t.app, `/api/patients/${patientId}/history`, token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(300);
    expect(res.body.items).toHaveLength(20);
    const days = res.body.items.map((i: Item) => i.date.slice(0, 10));
    expect([...days].sort().reverse()).toEqual(days);
  });
});
