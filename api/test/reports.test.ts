import { randomUUID } from 'node:crypto';
import { forbiddenMessage } from '../src/clinics/roles.js';
import { clinicDay } from '../src/lib/clinic-day.js';
import { useTestApp } from './helpers/app.js';
import { plusDays } from './helpers/appointments.js';
import { query } from './helpers/grooming.js';
import { get, signUp } from './helpers/http.js';
import { clinicOfSession, joinClinic, type Member } from './helpers/members.js';

/**
 * Issue 28: the reports' figures against fixtures computed by hand. The clinic is in Caracas (UTC-4 all
 * year), so a day runs from 04:00Z to the next 04:00Z. November 2026 starts on a Sunday; its Sunday weeks
 * start on 01, 08, 15, 22 and 29 November. Records are written straight into the tables, with the dates
 * and authors each figure needs.
 */
describe('reports', () => {
  const t = useTestApp();
  let admin: { token: string; id: string };
  let clinicId: string;
  let vet: Member;
  let assistant: Member;
  let groomer: Member;
  const pets: Record<string, string> = {};

  const insert = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: string }>(`${sql} RETURNING id`, params)).rows[0].id;
  const owner = (name: string, createdAt: string) =>
    insert(`INSERT INTO owners (clinic_id, name, contact, created_at) VALUES ($1, $2, '04141234567', $3)`, [
      clinicId,
      name,
      createdAt,
    ]);
  const pet = (
    ownerId: string,
    name: string,
    species: string,
    sex: string,
    birth: string,
    createdAt: string,
  ) =>
    insert(
      `INSERT INTO patients (clinic_id, owner_id, name, species, sex, birth_date, main_vet, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'Dra. Pérez', $7)`,
      [clinicId, ownerId, name, species, sex, birth, createdAt],
    );
  const service = (
    date: string,
    kind: string,
    payment: string,
    cost: string,
    rate: string | null,
    by: string,
    patient = pets.luna,
  ) =>
    insert(
      `INSERT INTO grooming_services (clinic_id, patient_id, date, service, specifications, cost, payment_type,
         exchange_rate, created_by)
       VALUES ($1, $2, $3, $4, 'uñas', $5, $6, $7, $8)`,
      [clinicId, patient, date, kind, cost, payment, rate, by],
    );
  const consultation = (date: string, by: string, patient: string) =>
    insert(
      `INSERT INTO consultations (clinic_id, patient_id, date, reason, vet_id) VALUES ($1, $2, $3, 'Control', $4)`,
      [clinicId, patient, date, by],
    );
  const exam = (date: string, by: string, patient: string) =>
    insert(
      `INSERT INTO lab_exams (clinic_id, patient_id, date, hematocrit, white_blood_cells, total_protein, platelets,
         segmented_neutrophils, band_neutrophils, lymphocytes, monocytes, basophils, reticulocytes, eosinophils,
         nrbc, total_cells, created_by)
       VALUES ($1, $2, $3, 45, 12, 6.5, 300, 60, 0, 30, 5, 0, 0, 5, 0, 100, $4)`,
      [clinicId, patient, date, by],
    );
  const appointment = (startsAt: string, status: string, by: string | null, patient = pets.luna) =>
    insert(
      `INSERT INTO appointments (clinic_id, patient_id, vet_id, kind, starts_at, ends_at, status)
       VALUES ($1, $2, $3, 'consultation', $4, $4::timestamptz + interval '30 minutes', $5)`,
      [clinicId, patient, by, startsAt, status],
    );
  const preventive = (patient: string, kind: string, appliedOn: string, nextDue: string | null) =>
    insert(
      `INSERT INTO preventives (clinic_id, patient_id, kind, product, applied_on, next_due)
       VALUES ($1, $2, $3, 'Producto', $4, $5)`,
      [clinicId, patient, kind, appliedOn, nextDue],
    );

  const report = (name: string, params: Record<string, string> = {}, token = admin.token) =>
    get(t.app, `/api/reports/${name}?${query(params)}`, token);
  const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

  beforeAll(async () => {
    const founder = await signUp(t);
    const me = await get(t.app, '/api/auth/user', founder.token);
    admin = { token: founder.token, id: me.body._id as string };
    clinicId = await clinicOfSession(t, founder.token);
    vet = await joinClinic(t, clinicId, 'vet');
    assistant = await joinClinic(t, clinicId, 'assistant');
    groomer = await joinClinic(t, clinicId, 'groomer');

    const ana = await owner('Ana', '2026-11-01T04:00:00Z'); // 1 Nov 00:00 in Caracas: November's
    const beto = await owner('Beto', '2026-11-01T03:59:00Z'); // 31 Oct 23:59 in Caracas: October's
    pets.luna = await pet(ana, 'Luna', 'Canino', 'Macho', '2020-05-01', '2026-11-02T15:00:00Z'); // 6 years: 3-7
    pets.michi = await pet(beto, 'Michi', 'Felino', 'Hembra', '2026-06-01', '2026-10-15T15:00:00Z'); // 0-1
    pets.toby = await pet(ana, 'Toby', 'Canino', 'Hembra', '2014-01-01', '2026-12-01T03:00:00Z'); // 30 Nov 23:00: 11+

    // Grooming: October's last evening, November's edges, a rate, a cent sum that floats in JS.
    await service('2026-11-01T03:30:00Z', 'Corte', 'Efectivo', '10.10', null, admin.id); // 31 Oct 23:30
    await service('2026-11-01T04:00:00Z', 'Baño', 'Zelle', '20.20', '36.5', vet.id); // 1 Nov 00:00
    await service('2026-11-08T03:59:59Z', 'Corte y Baño', 'Pago Movil', '0.10', '40', admin.id); // Sat 7 Nov
    await service('2026-11-08T04:00:00Z', 'Corte', 'Efectivo', '0.20', null, vet.id); // Sun 8 Nov
    await service('2026-12-01T03:59:59.999Z', 'Baño', 'Otro', '5.00', '36.5', admin.id); // 30 Nov 23:59
    await service('2026-12-01T04:00:00Z', 'Corte', 'Efectivo', '99.00', null, admin.id); // 1 Dec

    await consultation('2026-11-03T14:00:00Z', vet.id, pets.michi);
    await consultation('2026-11-10T14:00:00Z', vet.id, pets.michi);
    await consultation('2026-10-30T14:00:00Z', vet.id, pets.michi); // October
    await exam('2026-11-05', admin.id, pets.luna);
    await exam('2025-11-30', admin.id, pets.toby); // a year and a day before 30 Nov: not «active»
    await appointment('2026-11-02T13:00:00Z', 'attended', vet.id);
    await appointment('2026-11-09T13:00:00Z', 'no_show', vet.id);
    await appointment('2026-11-16T13:00:00Z', 'cancelled', admin.id);
    await appointment('2026-11-23T13:00:00Z', 'scheduled', null); // «Sin asignar»
  });

  describe('income', () => {
    it('November by Sunday weeks: every week, empty ones with zeros, sums in cents', async () => {
      const res = await report('income', { ...NOVEMBER, group: 'week' });
      expect(res.status).toBe(200);
      expect(res.body.range).toEqual({ ...NOVEMBER, zone: 'America/Caracas', group: 'week' });
      // 20.20 + 0.10 + 0.20 + 5.00; Bs. 20.20 × 36.5 = 737.30, 0.10 × 40 = 4.00, 5.00 × 36.5 = 182.50.
      expect(res.body.summary).toEqual({
        count: 4,
        total: 25.5,
        average: 6.38,
        bolivares: 923.8,
        withRate: 3,
      });
      const weeks = res.body.periods.map((p: { start: string; count: number; total: number }) => [
        p.start,
        p.count,
        p.total,
      ]);
      expect(weeks).toEqual([
        ['2026-11-01', 2, 20.3],
        ['2026-11-08', 1, 0.2],
        ['2026-11-15', 0, 0],
        ['2026-11-22', 0, 0],
        ['2026-11-29', 1, 5],
      ]);
      expect(res.body.byService.map((s: { service: string; total: number }) => [s.service, s.total])).toEqual(
        [
          ['Corte', 0.2],
          ['Baño', 25.2],
          ['Corte y Baño', 0.1],
        ],
      );
      expect(
        res.body.byPaymentType.map((s: { paymentType: string; count: number }) => [s.paymentType, s.count]),
      ).toEqual([
        ['Efectivo', 1],
        ['Pago Movil', 1],
        ['Zelle', 1],
        ['Otro', 1],
      ]);
    });

    it("agrees to the cent with the grooming list's summary cards for the same month", async () => {
      const list = await get(
        t.app,
        `/api/grooming?${query({ from: '2026-11-01T00:00:00-04:00', to: '2026-12-01T00:00:00-04:00', page: '1', limit: '20' })}`,
        admin.token,
      );
      const income = await report('income', NOVEMBER);
      expect(income.body.summary).toEqual(list.body.summary);
    });

    it('a week cut by the period starts on its Sunday and counts only the period’s days', async () => {
      const res = await report('income', { from: '2026-11-07', to: '2026-11-08', group: 'week' });
      expect(res.body.periods.map((p: { start: string; count: number }) => [p.start, p.count])).toEqual([
        ['2026-11-01', 1], // Saturday 7 only: 1 November's service is outside the period
        ['2026-11-08', 1],
      ]);
    });

    it('by day and by month', async () => {
      const days = await report('income', { from: '2026-10-31', to: '2026-11-01', group: 'day' });
      expect(days.body.periods.map((p: { start: string; total: number }) => [p.start, p.total])).toEqual([
        ['2026-10-31', 10.1],
        ['2026-11-01', 20.2],
      ]);
      const months = await report('income', { from: '2026-10-01', to: '2026-12-31' });
      expect(months.body.range.group).toBe('month');
      expect(months.body.periods.map((p: { start: string; total: number }) => [p.start, p.total])).toEqual([
        ['2026-10-01', 10.1],
        ['2026-11-01', 25.5],
        ['2026-12-01', 99],
      ]);
    });

    it('filters by service, payment type and who recorded it', async () => {
      const baño = await report('income', { ...NOVEMBER, service: 'Baño' });
      expect(baño.body.summary.total).toBe(25.2);
      const cash = await report('income', { ...NOVEMBER, paymentType: 'Efectivo', vetId: vet.id });
      expect(cash.body.summary).toMatchObject({ count: 1, total: 0.2 });
      const all = await report('income', { ...NOVEMBER, service: '', paymentType: '', vetId: '' });
      expect(all.body.summary.count).toBe(4);
    });

    it('days are the clinic’s: in Tokyo, 31 October 23:30 in Caracas is 1 November', async () => {
      await t.db.query(`UPDATE clinic_schedules SET time_zone = 'Asia/Tokyo' WHERE clinic_id = $1`, [
        clinicId,
      ]);
      try {
        const res = await report('income', NOVEMBER);
        expect(res.body.range.zone).toBe('Asia/Tokyo');
        // In: 10.10 (1 Nov 12:30), 20.20, 0.10, 0.20; out: 5.00 and 99.00 (both 1 Dec in Tokyo).
        expect(res.body.summary).toMatchObject({ count: 4, total: 30.6 });
      } finally {
        await t.db.query(`UPDATE clinic_schedules SET time_zone = 'America/Caracas' WHERE clinic_id = $1`, [
          clinicId,
        ]);
      }
    });
  });

  describe('activity', () => {
    it('November: each kind of work, outcomes and the no-show rate, per week and per person', async () => {
      const res = await report('activity', { ...NOVEMBER, group: 'week' });
      expect(res.status).toBe(200);
      expect(res.body.totals).toEqual({
        consultations: 2,
        labExams: 1,
        grooming: 4,
        appointments: 4,
        attended: 1,
        noShow: 1,
        cancelled: 1,
        noShowRate: 0.5,
      });
      expect(
        res.body.periods.map((p: { start: string; consultations: number; appointments: number }) => [
          p.start,
          p.consultations,
          p.appointments,
        ]),
      ).toEqual([
        ['2026-11-01', 1, 1],
        ['2026-11-08', 1, 1],
        ['2026-11-15', 0, 1],
        ['2026-11-22', 0, 1],
        ['2026-11-29', 0, 0],
      ]);
      const people = res.body.byVet.map(
        (r: {
          vet: { _id: string } | null;
          consultations: number;
          grooming: number;
          noShowRate: number | null;
        }) => [r.vet?._id ?? null, r.consultations, r.grooming, r.noShowRate],
      );
      // The vet: 2 consultations, 2 services, 2 appointments (6 in all); the administrator 4; then «Sin asignar».
      expect(people).toEqual([
        [vet.id, 2, 2, 0.5],
        [admin.id, 0, 2, null],
        [null, 0, 0, null],
      ]);
      expect(res.body.byVet[0].vet.name).toMatch(/\S+ \S+/);
    });

    it("one person's figures", async () => {
      const res = await report('activity', { ...NOVEMBER, vetId: admin.id });
      expect(res.body.totals).toMatchObject({
        consultations: 0,
        labExams: 1,
        grooming: 2,
        appointments: 1,
        cancelled: 1,
      });
      expect(res.body.byVet).toHaveLength(1);
    });
  });

  describe('patients', () => {
    it('owners and pets registered per month; the pets by species, sex and age; the active ones', async () => {
      const res = await report('patients', { from: '2026-10-01', to: '2026-11-30' });
      expect(res.status).toBe(200);
      expect(res.body.periods).toEqual([
        { start: '2026-10-01', owners: 1, pets: 1 },
        { start: '2026-11-01', owners: 1, pets: 2 },
      ]);
      expect(res.body.totals).toEqual({ owners: 2, pets: 3 });
      expect(res.body.current.pets).toBe(3);
      expect(res.body.current.bySpecies).toEqual([
        { species: 'Canino', count: 2 },
        { species: 'Felino', count: 1 },
      ]);
      expect(res.body.current.bySex).toEqual([
        { sex: 'Hembra', count: 2 },
        { sex: 'Macho', count: 1 },
      ]);
      expect(res.body.current.byAge).toEqual([
        { band: '0-1', count: 1 },
        { band: '1-3', count: 0 },
        { band: '3-7', count: 1 },
        { band: '7-11', count: 0 },
        { band: '11+', count: 1 },
        { band: 'unknown', count: 0 },
      ]);
      // Luna (grooming, an attended appointment) and Michi (consultations); Toby's exam is a year and a day old.
      expect(res.body.current.active).toBe(2);
    });
  });

  describe('vaccination', () => {
    it("each pet's latest application decides: in date, overdue, or never given", async () => {
      const today = clinicDay(new Date(), 'America/Caracas');
      await preventive(pets.luna, 'vaccine', plusDays(today, -400), plusDays(today, -30)); // older, overdue
      await preventive(pets.luna, 'vaccine', plusDays(today, -10), plusDays(today, 355)); // latest, in date
      await preventive(pets.michi, 'vaccine', plusDays(today, -380), plusDays(today, -1)); // overdue since yesterday
      await preventive(pets.toby, 'vaccine', plusDays(today, -365), today); // due today: still in date
      await preventive(pets.luna, 'deworming', plusDays(today, -5), null); // no next date
      const res = await report('vaccination');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        today,
        pets: 3,
        kinds: [
          { kind: 'vaccine', upToDate: 2, overdue: 1, never: 0 },
          { kind: 'deworming', upToDate: 1, overdue: 0, never: 2 },
        ],
      });
    });
  });

  describe('bad input', () => {
    const refused = async (params: Record<string, string>, field: string, msg: string, name = 'income') => {
      const res = await report(name, params);
      expect([res.status, res.body.msg, res.body.errors?.[0]?.field]).toEqual([400, msg, field]);
    };

    it('a reversed, a 5-year or a too fine period; missing or impossible days', async () => {
      await refused(
        { from: '2026-11-30', to: '2026-11-01' },
        'from',
        'La fecha inicial no puede ser posterior a la final',
      );
      await refused({ from: '2006-01-01', to: '2026-01-01' }, 'to', 'El período no puede superar 5 años');
      await refused({ from: '2021-11-01', to: '2026-11-01' }, 'to', 'El período no puede superar 5 años');
      expect((await report('income', { from: '2021-11-02', to: '2026-11-01' })).status).toBe(200);
      await refused(
        { from: '2025-01-01', to: '2026-01-02', group: 'day' },
        'group',
        'Para agrupar por día, elige un período de hasta 366 días',
      );
      await refused({ to: '2026-11-30' }, 'from', 'La fecha inicial es obligatoria', 'activity');
      await refused({ from: '2026-02-30', to: '2026-03-01' }, 'from', 'Fecha inválida', 'patients');
      await refused(
        { from: '1999-12-31', to: '2000-01-31' },
        'from',
        'La fecha no puede ser anterior al año 2000',
      );
      await refused(
        { ...NOVEMBER, group: 'year' },
        'group',
        'La agrupación debe ser una de: día, semana, mes',
      );
    });

    it('an unknown service, payment type or person', async () => {
      await refused(
        { ...NOVEMBER, service: 'Uñas' },
        'service',
        'El tipo de servicio debe ser uno de: Corte, Baño, Corte y Baño',
      );
      await refused(
        { ...NOVEMBER, paymentType: 'Transferencia' },
        'paymentType',
        'El tipo de pago debe ser uno de: Efectivo, Pago Movil, Zelle, Otro',
      );
      await refused(
        { ...NOVEMBER, vetId: randomUUID() },
        'vetId',
        'La persona no pertenece a la clínica',
        'activity',
      );
      await refused({ ...NOVEMBER, vetId: 'nadie' }, 'vetId', 'La persona no pertenece a la clínica');
    });
  });

  describe('roles and clinics', () => {
    it('the income is the administrator’s; the other reports every role but the groomer’s', async () => {
      for (const member of [vet, assistant]) {
        const income = await report('income', NOVEMBER, member.token);
        expect([income.status, income.body.msg]).toEqual([
          403,
          forbiddenMessage(member.role, 'reports.income'),
        ]);
        expect((await report('activity', NOVEMBER, member.token)).status).toBe(200);
        expect((await report('vaccination', {}, member.token)).status).toBe(200);
      }
      for (const name of ['income', 'activity', 'patients', 'vaccination']) {
        const res = await report(name, NOVEMBER, groomer.token);
        expect(res.status).toBe(403);
      }
    });

    it("another clinic counts nothing of this one's, and cannot filter by its people", async () => {
      const other = await signUp(t);
      const income = await report('income', NOVEMBER, other.token);
      expect(income.body.summary.count).toBe(0);
      const activity = await report('activity', NOVEMBER, other.token);
      expect(activity.body.totals.appointments).toBe(0);
      expect(activity.body.byVet).toEqual([]);
      const patients = await report('patients', NOVEMBER, other.token);
      expect(patients.body.current.pets).toBe(0);
      const refused = await report('activity', { ...NOVEMBER, vetId: vet.id }, other.token);
      expect([refused.status, refused.body.msg]).toEqual([400, 'La persona no pertenece a la clínica']);
    });
  });
});
