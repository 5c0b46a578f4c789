import { countQuery, listQuery, type CountStarts } from '../src/grooming/repo.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { query, vetWithPet, type Service } from './helpers/grooming.js';
import { get } from './helpers/http.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** Ten years of a busy clinic (40,000 services): a period stays one index range, not a table scan. */
describe('grooming: 40,000 services', () => {
  let t: TestApp;
  let token: string;
  let clinicId: string;
  beforeAll(async () => {
    t = await startTestApp();
    const vet = await vetWithPet(t);
    token = vet.token;
    const { rows } = await t.db.query<{ clinic_id: string; owner_id: string }>(
      'SELECT clinic_id, owner_id FROM patients WHERE id = $1',
      [vet.patient._id],
    );
    clinicId = rows[0].clinic_id;
    await t.db.query(
      `INSERT INTO patients (clinic_id, owner_id, name, birth_date, species, sex, main_vet)
       SELECT $1, $2, 'Mascota ' || i, DATE '2015-01-01', 'Canino', 'Hembra', 'M.V.' FROM generate_series(1, 49) i`,
      [clinicId, rows[0].owner_id],
    );
    // One service every 131 minutes from 2015 on: 40,000 of them end in late 2024.
    await t.db.query(
      `WITH pets AS (SELECT array_agg(id) AS ids FROM patients WHERE clinic_id = $1)
       INSERT INTO grooming_services (clinic_id, patient_id, date, service, specifications, cost, payment_type)
       SELECT $1, ids[1 + i % 50], TIMESTAMPTZ '2015-01-01T04:00:00Z' + i * INTERVAL '131 minutes',
              'Baño', 'Servicio ' || i, 10 + (i % 90), 'Efectivo'
       FROM pets, generate_series(0, 39999) i`,
      [clinicId],
    );
    await t.db.query('ANALYZE grooming_services');
    await t.db.query('ANALYZE patients');
  }, 120_000);
  afterAll(() => t.close());

  const may = { from: '2024-05-01T00:00:00-04:00', to: '2024-06-01T00:00:00-04:00' };

  async function indexesUsed(sql: string, params: unknown[]) {
    const { rows } = await t.db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    const plan = nodes(rows[0]['QUERY PLAN'][0].Plan);
    return {
      onServices: plan.filter((n) => n['Relation Name'] === 'grooming_services').map((n) => n['Index Name']),
      sorts: plan.some((n) => n['Node Type'] === 'Sort'),
    };
  }

  it('a month is read through the (clinic, date) index in order: no table scan, no sort', async () => {
    const { sql, params } = listQuery(clinicId, { from: new Date(may.from), to: new Date(may.to) });
    expect(await indexesUsed(sql, params)).toEqual({
      onServices: ['grooming_services_clinic_date_idx'],
      sorts: false,
    });
  });

  it('the dashboard counts read one range of the same index', async () => {
    const starts: CountStarts = {
      today: new Date('2024-05-15T04:00:00Z'),
      week: new Date('2024-05-13T04:00:00Z'),
      month: new Date(may.from),
      now: new Date('2024-05-15T22:00:00Z'),
    };
    const { sql, params } = countQuery(clinicId, starts);
    expect((await indexesUsed(sql, params)).onServices).toEqual(['grooming_services_clinic_date_idx']);
  });

  // Speed is measured in bench/, not asserted here: timed tests flake on a busy machine.
  it('the month’s list holds exactly that month', async () => {
    const res = await get(t.app, `/api/grooming?${query(may)}`, token);
    expect(res.status).toBe(200);
    const { rows } = await t.db.query(
      'SELECT count(*)::int AS n FROM grooming_services WHERE clinic_id = $1 AND date >= $2 AND date < $3',
      [clinicId, may.from, may.to],
    );
    const services = res.body.services as Service[];
    expect(services.length).toBe(rows[0].n);
    expect(services.length).toBeGreaterThan(300);
    expect(
      services.every((s) => s.date >= '2024-05-01T04:00:00.000Z' && s.date < '2024-06-01T04:00:00.000Z'),
    ).toBe(true);
  });

  it('the dashboard counts match a plain count', async () => {
    const starts = {
      today: '2024-05-15T00:00:00-04:00',
      week: '2024-05-13T00:00:00-04:00',
      month: may.from,
      now: '2024-05-15T18:00:00-04:00',
    };
    const res = await get(t.app, `/api/grooming/counts?${query(starts)}`, token);
    const { rows } = await t.db.query(
      `SELECT count(*) FILTER (WHERE date >= $2)::int AS today, count(*) FILTER (WHERE date >= $3)::int AS week,
              count(*)::int AS month
       FROM grooming_services WHERE clinic_id = $1 AND date >= $4 AND date <= $5`,
      [clinicId, starts.today, starts.week, starts.month, starts.now],
    );
    expect(res.body).toEqual(rows[0]);
    expect(res.body.month).toBeGreaterThan(100);
  });
});
