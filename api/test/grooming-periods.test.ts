import { startTestApp, useTestApp, type TestApp } from './helpers/app.js';
import { createService, query, vetWithPet, type Service } from './helpers/grooming.js';
import { get } from './helpers/http.js';

// Caracas is UTC-4 all year: local midnight of 1 May 2024 is 04:00Z.
const MAY_1 = '2024-05-01T00:00:00-04:00';
const MAY_2 = '2024-05-02T00:00:00-04:00';

/** GET /grooming?from&to (from inclusive, to exclusive) and the dashboard counts, at their edges. */
describe('grooming: periods', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  beforeAll(async () => ({ token, patientId } = await vetWithPet(t)));

  describe('list from / to', () => {
    const at: Record<string, Service> = {};
    beforeAll(async () => {
      for (const [name, date] of Object.entries({
        lastOfApril: '2024-05-01T03:59:59.999Z',
        midnight: '2024-05-01T04:00:00.000Z',
        afternoon: '2024-05-01T19:00:00.000Z',
        lastMoment: '2024-05-02T03:59:59.999Z',
        nextDay: '2024-05-02T04:00:00.000Z',
      })) {
        at[name] = await createService(t, token, patientId, { date, specifications: name });
      }
    });
    const names = (services: Service[]) => services.map((s) => s.specifications);
    const list = async (params: Record<string, string>) => {
      const res = await get(t.app, `/api/grooming?${query(params)}`, token);
      expect(res.status).toBe(200);
      return names(res.body.services);
    };

    it('one local day: from its midnight (included) to the next midnight (excluded), newest first', async () => {
      expect(await list({ from: MAY_1, to: MAY_2 })).toEqual(['lastMoment', 'afternoon', 'midnight']);
    });

    it('the same instants written in UTC select the same services', async () => {
      expect(await list({ from: '2024-05-01T04:00:00.000Z', to: '2024-05-02T04:00:00.000Z' })).toEqual([
        'lastMoment',
        'afternoon',
        'midnight',
      ]);
    });

    it('only from, only to, neither', async () => {
      expect(await list({ from: MAY_1 })).toEqual(['nextDay', 'lastMoment', 'afternoon', 'midnight']);
      expect(await list({ to: MAY_1 })).toEqual(['lastOfApril']);
      expect(await list({})).toEqual(['nextDay', 'lastMoment', 'afternoon', 'midnight', 'lastOfApril']);
    });

    it('a millisecond moves a service across the edge', async () => {
      expect(await list({ from: '2024-05-01T04:00:00.001Z', to: MAY_2 })).toEqual([
        'lastMoment',
        'afternoon',
      ]);
      expect(await list({ from: MAY_1, to: '2024-05-02T03:59:59.999Z' })).toEqual(['afternoon', 'midnight']);
    });

    it('an empty period (from = to) is an empty list', async () => {
      expect(await list({ from: MAY_1, to: MAY_1 })).toEqual([]);
    });

    it.each([
      [{ from: 'ayer' }, 'from', 'El parámetro from debe ser una fecha ISO 8601 con zona horaria'],
      [{ to: '2024-05-01' }, 'to', 'El parámetro to debe ser una fecha ISO 8601 con zona horaria'],
      [
        { from: '2024-05-01T00:00:00' },
        'from',
        'El parámetro from debe ser una fecha ISO 8601 con zona horaria',
      ],
      [
        { from: '2023-02-30T00:00:00Z' },
        'from',
        'El parámetro from debe ser una fecha ISO 8601 con zona horaria',
      ],
      [{ to: '2024-05-01T23:59:60Z' }, 'to', 'El parámetro to no es una fecha válida'],
      [{ from: MAY_2, to: MAY_1 }, 'from', 'El parámetro from no puede ser posterior a to'],
    ])('%j → 400 %s', async (params, field, msg) => {
      const res = await get(t.app, `/api/grooming?${query(params)}`, token);
      expect(res).toMatchObject({ status: 400, body: { msg, errors: [{ field, msg }] } });
    });

    it('an offset whose "+" was not URL-encoded arrives as a space: refused, not misread', async () => {
      const res = await get(t.app, '/api/grooming?from=2024-05-01T00:00:00+02:00', token);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('El parámetro from debe ser una fecha ISO 8601 con zona horaria');
    });
  });

  describe('dashboard counts', () => {
    // Wednesday 15 May 2024, 18:00 in Caracas; the week started on Monday 13, the month on the 1st.
    const starts = {
      today: '2024-05-15T00:00:00-04:00',
      week: '2024-05-13T00:00:00-04:00',
      month: MAY_1,
      now: '2024-05-15T18:00:00-04:00',
    };
    let countsApp: TestApp;
    let countsToken: string;
    beforeAll(async () => {
      countsApp = await startTestApp();
      const vet = await vetWithPet(countsApp);
      countsToken = vet.token;
      for (const date of [
        '2024-04-30T23:59:59.999-04:00', // April: no period
        MAY_1, // month
        '2024-05-12T23:59:59-04:00', // Sunday: month only (the dashboard's week starts on Monday)
        '2024-05-13T00:00:00-04:00', // week, month
        '2024-05-14T12:00:00-04:00', // week, month
        '2024-05-15T00:00:00-04:00', // today, week, month
        '2024-05-15T18:00:00-04:00', // exactly now: counted
        '2024-05-15T18:00:00.001-04:00', // after now: not counted
      ]) {
        await createService(countsApp, countsToken, vet.patient._id, { date });
      }
    });
    afterAll(() => countsApp.close());
    const counts = (params: Record<string, string>) =>
      get(countsApp.app, `/api/grooming/counts?${query(params)}`, countsToken);

    it('counts each period from its start up to now, both included', async () => {
      expect(await counts(starts)).toMatchObject({ status: 200, body: { today: 2, week: 4, month: 6 } });
    });

    it('the same starts in UTC give the same counts', async () => {
      const utc = Object.fromEntries(Object.entries(starts).map(([k, v]) => [k, new Date(v).toISOString()]));
      expect((await counts(utc)).body).toEqual({ today: 2, week: 4, month: 6 });
    });

    it('a week that began in the previous month counts beyond the month', async () => {
      // Thursday 2 May: the week started on Monday 29 April.
      const body = (
        await counts({
          today: MAY_2,
          week: '2024-04-29T00:00:00-04:00',
          month: MAY_1,
          now: '2024-05-02T12:00:00-04:00',
        })
      ).body;
      expect(body).toEqual({ today: 0, week: 2, month: 1 });
    });

    it('another time zone’s midnights move the boundaries with them', async () => {
      // Madrid (UTC+2 in May): Wednesday 15 May 00:00 there is 14 May 22:00Z, before 15 May 00:00 in Caracas.
      const body = (
        await counts({
          today: '2024-05-15T00:00:00+02:00',
          week: '2024-05-13T00:00:00+02:00',
          month: '2024-05-01T00:00:00+02:00',
          now: '2024-05-16T00:00:00+02:00',
        })
      ).body;
      // now = 15 May 18:00 in Caracas. In Madrid, Caracas's Sunday 23:59 is already Monday 05:59 (week)
      // and Caracas's 30 April 23:59 is 1 May 05:59 (month).
      expect(body).toEqual({ today: 2, week: 5, month: 7 });
    });

    it('empty for a vet without services', async () => {
      const other = await vetWithPet(countsApp);
      expect((await get(countsApp.app, `/api/grooming/counts?${query(starts)}`, other.token)).body).toEqual({
        today: 0,
        week: 0,
        month: 0,
      });
    });

    it.each(['today', 'week', 'month', 'now'])('%s missing → 400', async (name) => {
      const params: Record<string, string> = { ...starts };
      delete params[name];
      const msg = `Falta el parámetro ${name}`;
      expect(await counts(params)).toMatchObject({
        status: 400,
        body: { msg, errors: [{ field: name, msg }] },
      });
    });

    it.each(['today', 'week', 'month', 'now'])('%s not an ISO instant → 400', async (name) => {
      const msg = `El parámetro ${name} debe ser una fecha ISO 8601 con zona horaria`;
      expect(await counts({ ...starts, [name]: '15/05/2024' })).toMatchObject({
        status: 400,
        body: { msg, errors: [{ field: name, msg }] },
      });
    });

    it('a start after now → 400 naming it', async () => {
      const msg = 'El parámetro today no puede ser posterior a now';
      expect(await counts({ ...starts, today: '2024-05-16T00:00:00-04:00' })).toMatchObject({
        status: 400,
        body: { msg, errors: [{ field: 'today', msg }] },
      });
    });
  });
});
