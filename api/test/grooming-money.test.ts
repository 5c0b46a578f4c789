import { useTestApp } from './helpers/app.js';
import { createService, vetWithPet, type Service } from './helpers/grooming.js';
import { get } from './helpers/http.js';

/** Money is numeric in the database: what the vet typed is what is stored, and sums come out exact. */
describe('grooming: money', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  beforeAll(async () => ({ token, patientId } = await vetWithPet(t)));

  const cents = (services: Service[]) => services.reduce((sum, s) => sum + Math.round(s.cost * 100), 0);

  it('0.10 + 0.20 is 0.30, in the database and from the API’s numbers', async () => {
    const ten = await createService(t, token, patientId, { cost: 0.1, specifications: 'diez' });
    const twenty = await createService(t, token, patientId, { cost: '0.20', specifications: 'veinte' });
    expect([ten.cost, twenty.cost]).toEqual([0.1, 0.2]);
    const { rows } = await t.db.query(
      'SELECT cost::text AS cost FROM grooming_services WHERE id = ANY($1) ORDER BY cost',
      [[ten._id, twenty._id]],
    );
    expect(rows).toEqual([{ cost: '0.10' }, { cost: '0.20' }]);
    const sum = await t.db.query(
      'SELECT sum(cost)::text AS total FROM grooming_services WHERE id = ANY($1)',
      [[ten._id, twenty._id]],
    );
    expect(sum.rows[0].total).toBe('0.30');
    expect(cents([ten, twenty])).toBe(30);
  });

  it('forty services between 0.01 and 9.99 add up to the cent', async () => {
    const other = await vetWithPet(t);
    const costs = Array.from({ length: 40 }, (_, i) => Number((((i * 37) % 999) / 100 + 0.01).toFixed(2)));
    for (const cost of costs) await createService(t, other.token, other.patient._id, { cost });
    const services = (await get(t.app, '/api/grooming', other.token)).body.services as Service[];
    const expected = costs.reduce((sum, c) => sum + Math.round(c * 100), 0);
    expect(cents(services)).toBe(expected);
    const { rows } = await t.db.query(
      'SELECT (sum(cost) * 100)::int AS total FROM grooming_services WHERE patient_id = $1',
      [other.patient._id],
    );
    expect(rows[0].total).toBe(expected);
  });

  it.each([
    [0.01, 0.01],
    ['12.50', 12.5],
    [19.99, 19.99],
    [1234.56, 1234.56],
    [999999.99, 999999.99],
    [1_000_000, 1_000_000],
  ])('cost %p is stored and returned as %p', async (cost, expected) => {
    const service = await createService(t, token, patientId, { cost });
    expect(service.cost).toBe(expected);
    const { rows } = await t.db.query('SELECT cost::text AS cost FROM grooming_services WHERE id = $1', [
      service._id,
    ]);
    expect(rows[0].cost).toBe(expected.toFixed(2));
    expect((await get(t.app, `/api/grooming/${service._id}`, token)).body.service.cost).toBe(expected);
  });

  it('the exchange rate is exact to 4 decimals', async () => {
    const service = await createService(t, token, patientId, { exchangeRate: 36.4567 });
    const { rows } = await t.db.query(
      'SELECT exchange_rate::text AS r FROM grooming_services WHERE id = $1',
      [service._id],
    );
    expect(rows[0].r).toBe('36.4567');
    expect(service.exchangeRate).toBe(36.4567);
  });

  it('a page of the list carries the summary of every match, added up in cents', async () => {
    const vet = await vetWithPet(t);
    const add = (overrides: Record<string, unknown>) =>
      createService(t, vet.token, vet.patient._id, overrides);
    await add({ cost: 0.1, exchangeRate: 40, specifications: 'uno' });
    await add({ cost: '0.20', exchangeRate: null, specifications: 'dos' });
    await add({ cost: 10, exchangeRate: 36.525, specifications: 'tres' });
    const res = await get(t.app, '/api/grooming?limit=1', vet.token);
    expect(res.body.items).toHaveLength(1);
    // 0.10 × 40 = 4.00 Bs. and 10 × 36.525 = 365.25 Bs.; the 0.20 without a rate is left out.
    expect(res.body.summary).toEqual({
      count: 3,
      total: 10.3,
      average: 3.43,
      bolivares: 369.25,
      withRate: 2,
    });
    const searched = await get(t.app, `/api/patients/${vet.patient._id}/grooming?q=dos&page=1`, vet.token);
    expect(searched.body.summary).toEqual({ count: 1, total: 0.2, average: 0.2, bolivares: 0, withRate: 0 });
    const none = await get(t.app, '/api/grooming?q=nada&page=1', vet.token);
    expect(none.body.summary).toEqual({ count: 0, total: 0, average: 0, bolivares: 0, withRate: 0 });
  });
});
