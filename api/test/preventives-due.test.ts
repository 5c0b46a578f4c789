import {
  addDays,
  clinicDay,
  dueState,
  dueStatuses,
  productKey,
  type Application,
} from '../src/preventives/due-status.js';
import { useTestApp } from './helpers/app.js';
import { vetWithPet } from './helpers/grooming.js';
import { get, post } from './helpers/http.js';
import { personOf } from './helpers/clinical.js';
import { createPreventive, newPreventive } from './helpers/preventives.js';

describe('due status: the rules, with fixed dates', () => {
  it('the clinic’s day is Caracas’ (UTC−4), not the server’s', () => {
    expect(clinicDay(new Date('2024-06-01T02:00:00Z'))).toBe('2024-05-31');
    expect(clinicDay(new Date('2024-06-01T03:59:59.999Z'))).toBe('2024-05-31');
    expect(clinicDay(new Date('2024-06-01T04:00:00Z'))).toBe('2024-06-01');
    expect(clinicDay(new Date('2025-01-01T03:00:00Z'))).toBe('2024-12-31');
  });

  it('days move in the calendar: month ends, leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-05-10', 30)).toBe('2024-06-09');
  });

  it('a product is the same whatever its case, accents or spaces', () => {
    const key = productKey('Antirrábica');
    for (const spelling of ['antirrabica', 'ANTIRRÁBICA ', ' Antirrábica'.normalize('NFD'), 'AntirRabica']) {
      expect(productKey(spelling)).toBe(key);
    }
    expect(productKey('Séxtuple   canina')).toBe(productKey('sextuple canina'));
    expect(productKey('Leucemia felina')).not.toBe(productKey('Triple felina'));
  });

  it('vencida before today, próxima from today to 30 days ahead, al día after', () => {
    const today = '2024-05-10';
    expect(dueState('2024-05-09', today)).toBe('overdue');
    expect(dueState('2023-12-31', today)).toBe('overdue');
    expect(dueState('2024-05-10', today)).toBe('due-soon');
    expect(dueState('2024-06-09', today)).toBe('due-soon');
    expect(dueState('2024-06-10', today)).toBe('up-to-date');
    expect(dueState('2025-05-10', today)).toBe('up-to-date');
  });

  const at = (iso: string) => new Date(iso);
  const dose = (over: Partial<Application> & { _id: string }): Application => ({
    kind: 'vaccine',
    product: 'Antirrábica',
    appliedOn: '2024-01-01',
    nextDue: null,
    createdAt: at('2024-01-01T12:00:00Z'),
    ...over,
  });

  it('per product, its latest application wins; without a next due day it has no status', () => {
    const statuses = dueStatuses(
      [
        dose({ _id: 'a1', appliedOn: '2023-05-01', nextDue: '2024-05-01' }),
        dose({ _id: 'a2', product: 'antirrabica', appliedOn: '2024-05-02', nextDue: '2025-05-02' }),
        dose({ _id: 'p1', product: 'Puppy', appliedOn: '2024-04-01', nextDue: '2024-04-22' }),
        dose({ _id: 'p2', product: 'PUPPY', appliedOn: '2024-04-22', nextDue: null }),
        dose({
          _id: 'd1',
          kind: 'deworming',
          product: 'Desparasitante interno',
          appliedOn: '2024-03-01',
          nextDue: '2024-05-30',
        }),
      ],
      '2024-05-10',
    );
    expect(statuses).toEqual([
      {
        kind: 'deworming',
        product: 'Desparasitante interno',
        lastAppliedOn: '2024-03-01',
        nextDue: '2024-05-30',
        status: 'due-soon',
        preventiveId: 'd1',
      },
      {
        kind: 'vaccine',
        product: 'antirrabica',
        lastAppliedOn: '2024-05-02',
        nextDue: '2025-05-02',
        status: 'up-to-date',
        preventiveId: 'a2',
      },
    ]);
  });

  it('two doses the same day: the one recorded later wins, whatever the order given', () => {
    const earlier = dose({ _id: 'x1', appliedOn: '2024-05-01', nextDue: '2024-05-05' });
    const later = dose({
      _id: 'x2',
      appliedOn: '2024-05-01',
      nextDue: '2025-05-01',
      createdAt: at('2024-05-01T15:00:00Z'),
    });
    for (const order of [
      [earlier, later],
      [later, earlier],
    ]) {
      expect(dueStatuses(order, '2024-05-10').map((s) => [s.preventiveId, s.status])).toEqual([
        ['x2', 'up-to-date'],
      ]);
    }
  });

  it('nothing applied, nothing due', () => {
    expect(dueStatuses([], '2024-05-10')).toEqual([]);
  });
});

/** The API counts from the clinic's day: the app's clock is set to 1 June 2024, 03:00 UTC (31 May, 23:00, in Caracas). */
describe('due status: GET /patients/:patientId/preventives', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  beforeAll(async () => {
    t.clock.advance(Date.parse('2024-06-01T03:00:00Z') - t.clock.now().getTime());
    ({ token, patientId } = await vetWithPet(t));
  });

  const statusOf = async () => {
    const res = await get(t.app, `/api/patients/${patientId}/preventives`, token);
    expect(res.status).toBe(200);
    return (res.body.status as { product: string; nextDue: string; status: string }[]).map((s) => [
      s.product,
      s.nextDue,
      s.status,
    ]);
  };

  it('vencida, próxima and al día, the latest application of each product winning', async () => {
    const dose = (product: string, appliedOn: string, nextDue: string | null, kind = 'vaccine') =>
      createPreventive(t, token, patientId, { product, appliedOn, nextDue, kind });
    await dose('Antirrábica', '2023-05-01', '2024-05-01');
    await dose('Tos de las perreras (Bordetella)', '2024-01-01', '2024-05-30');
    await dose('Desparasitante interno', '2024-03-01', '2024-05-31', 'deworming');
    await dose('Puppy (parvovirus y moquillo)', '2024-05-10', '2024-06-30');
    await dose('Leucemia felina', '2024-05-01', '2024-07-01');
    await dose('Triple felina (rinotraqueítis, calicivirus, panleucopenia)', '2024-05-01', null);
    // The overdue rabies shot was renewed, typed another way: the renewal is the product's status.
    const renewal = await dose('ANTIRRABICA', '2024-05-20', '2025-05-20');
    expect(await statusOf()).toEqual([
      ['Tos de las perreras (Bordetella)', '2024-05-30', 'overdue'],
      // Due today in Caracas (in UTC it would already be 1 June).
      ['Desparasitante interno', '2024-05-31', 'due-soon'],
      ['Puppy (parvovirus y moquillo)', '2024-06-30', 'due-soon'],
      ['Leucemia felina', '2024-07-01', 'up-to-date'],
      ['ANTIRRABICA', '2025-05-20', 'up-to-date'],
    ]);
    const listed = await get(t.app, `/api/patients/${patientId}/preventives`, token);
    expect(listed.body.status.at(-1)).toEqual({
      kind: 'vaccine',
      product: 'ANTIRRABICA',
      lastAppliedOn: '2024-05-20',
      nextDue: '2025-05-20',
      status: 'up-to-date',
      preventiveId: renewal._id,
    });

    // An hour later it is 1 June in Caracas too: the deworming is now overdue.
    t.clock.advance(60 * 60_000);
    expect((await statusOf())[1]).toEqual(['Desparasitante interno', '2024-05-31', 'overdue']);
  });

  it('«future» is after the clinic’s day in Caracas', async () => {
    const me = await personOf(t, token);
    t.clock.advance(Date.parse('2024-06-01T03:30:00Z') - t.clock.now().getTime());
    const create = (appliedOn: string) =>
      post(
        t.app,
        `/api/patients/${patientId}/preventives`,
        newPreventive(me, { appliedOn, nextDue: null }),
        token,
      );
    const refused = await create('2024-06-01');
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'appliedOn', msg: 'La fecha no puede ser futura' }] },
    });
    expect((await create('2024-05-31')).status).toBe(201);
  });
});
