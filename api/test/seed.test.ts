import { seedVet, SCALES, SeedRefused } from '../src/seed/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { get, login, signUp } from './helpers/http.js';
import { createOwner } from './helpers/owners.js';
import { clinicIdOf } from './helpers/tenancy.js';

/** `npm run seed -- --scale demo` against a test database, then seen through the API. */
describe('seed: the demo scale', () => {
  let t: TestApp;
  let password: string;
  let token: string;
  let other: string;
  let history: NonNullable<Awaited<ReturnType<typeof seedVet>>['history']>;
  let agenda: NonNullable<Awaited<ReturnType<typeof seedVet>>['agenda']>;
  const email = 'Demo@Example.com';

  beforeAll(async () => {
    t = await startTestApp();
    other = (await signUp(t)).token;
    await createOwner(t, other, { name: 'Otro Dueño Ajeno' });
    const summary = await seedVet(t.db, { email, scale: SCALES.demo, seed: 7 });
    password = summary.password!;
    history = summary.history!;
    agenda = summary.agenda!;
    token = await login(t, email.toLowerCase(), password);
  }, 60_000);
  afterAll(() => t.close());

  const count = async (table: string) => {
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE clinic_id = $1`, [
      await clinicIdOf(t.db, email.toLowerCase()),
    ]);
    return rows[0].n as number;
  };

  it('creates the account confirmed and fills it with the demo sizes', async () => {
    expect(password).toMatch(/^\S{8,}$/);
    expect([
      await count('owners'),
      await count('patients'),
      await count('lab_exams'),
      await count('grooming_services'),
    ]).toEqual([25, 40, 60, 120]);
  });

  it('the vet sees it all through the API; the other vet sees none of it', async () => {
    expect((await get(t.app, '/api/owners', token)).body).toHaveLength(25);
    expect((await get(t.app, '/api/patients', token)).body).toHaveLength(40);
    expect((await get(t.app, '/api/patients/count', token)).body).toEqual({ total: 40 });
    expect((await get(t.app, '/api/grooming', token)).body.services).toHaveLength(120);

    const mine = (await get(t.app, '/api/owners', other)).body;
    expect(mine.map((o: { name: string }) => o.name)).toEqual(['Otro Dueño Ajeno']);
    expect((await get(t.app, '/api/patients/count', other)).body).toEqual({ total: 0 });
    const seededOwner = (await get(t.app, '/api/owners?limit=1', token)).body.items[0];
    expect((await get(t.app, `/api/owners/${seededOwner._id}`, other)).status).toBe(404);
  });

  it('a pet’s exams and services come back through their own routes', async () => {
    const { rows } = await t.db.query<{ patient_id: string }>(
      'SELECT patient_id FROM lab_exams WHERE clinic_id = $1 LIMIT 1',
      [await clinicIdOf(t.db, email.toLowerCase())],
    );
    const res = await get(t.app, `/api/patients/${rows[0].patient_id}/lab-exams`, token);
    expect(res.status).toBe(200);
    expect(res.body.exams.length).toBeGreaterThan(0);
    expect(res.body.exams[0].totalCells).toBe(100);
  });

  it('gives one dog a clinical record: its weight curve, timeline and vaccines through the API', async () => {
    const id = history.petId;
    expect(history).toMatchObject({ consultations: 12, exams: 4 });
    const weights = (await get(t.app, `/api/patients/${id}/weights`, token)).body.points;
    expect(weights).toHaveLength(12);
    const dates = weights.map((p: { date: string }) => Date.parse(p.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const preventives = (await get(t.app, `/api/patients/${id}/preventives`, token)).body.preventives;
    expect(preventives).toHaveLength(history.preventives);
    expect(preventives[0].appliedBy).not.toBeNull(); // the seeded vet applied them
    const timeline = (await get(t.app, `/api/patients/${id}/history?kind=consultation`, token)).body;
    expect(timeline.total).toBe(12);
    expect(timeline.items[0].title).not.toBe('');
    const exams = (await get(t.app, `/api/patients/${id}/lab-exams`, token)).body.exams;
    expect(exams).toHaveLength(4);
  });

  it('puts services on today’s dashboard', async () => {
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
    const query = new URLSearchParams({
      today: hoursAgo(3),
      week: hoursAgo(24 * 6),
      month: hoursAgo(24 * 27),
      now: now.toISOString(),
    });
    const res = await get(t.app, `/api/grooming/counts?${query}`, token);
    expect(res.status).toBe(200);
    expect(res.body.today).toBeGreaterThanOrEqual(4);
    expect(res.body.month).toBeGreaterThanOrEqual(res.body.week);
  });

  it('books the agenda of the vet and two colleagues: its full day through the API', async () => {
    const people = (await get(t.app, '/api/clinic/people', token)).body;
    expect(people.map((p: { role: string }) => p.role).sort()).toEqual(['admin', 'groomer', 'vet']);
    expect(agenda).toMatchObject({ people: 3 });
    expect(await count('appointments')).toBe(agenda.appointments);
    const day = agenda.busyDay;
    const res = await get(t.app, `/api/appointments?from=${day}&to=${day}`, token);
    expect(res.status).toBe(200);
    const booked = res.body.appointments.filter(
      (a: { status: string }) => a.status !== 'cancelled' && a.status !== 'no_show',
    );
    expect(booked.length).toBeGreaterThan(8); // a Saturday morning holds fewer than a weekday
    const detail = (await get(t.app, `/api/appointments/${booked[0]._id}`, token)).body.appointment;
    expect(detail.statusHistory[0]).toMatchObject({ status: 'scheduled' });
    expect(detail.statusHistory.at(-1).status).toBe(detail.status);
  });

  it('refuses a vet that already has data, unless told to replace it', async () => {
    await expect(seedVet(t.db, { email, scale: SCALES.demo, seed: 7 })).rejects.toThrow(SeedRefused);
    const again = await seedVet(t.db, { email, scale: SCALES.demo, seed: 8, replace: true });
    expect(again.password).toBeUndefined(); // the account was there: its password stays
    expect(await count('owners')).toBe(25);
    expect(await count('appointments')).toBe(again.agenda!.appointments); // the team's accounts found again
    expect(await login(t, email.toLowerCase(), password)).toBeTruthy();
  });
});
