import { SERVICES } from '../src/grooming/schemas.js';
import { SPECIES } from '../src/patients/schemas.js';
import { generateClinic } from '../src/seed/generate.js';
import { Random } from '../src/seed/random.js';
import { SCALES } from '../src/seed/scales.js';

const now = new Date('2025-03-14T15:00:00Z');
const clinic = generateClinic(new Random(1), SCALES.clinic, now, 'M.V. Ana Pérez');

/** The clinic without its ids (random uuids) and parent links, to compare two runs. */
const contents = (c: typeof clinic) =>
  JSON.stringify([
    c.owners.map(({ id: _id, ...rest }) => rest),
    c.pets.map(({ id: _id, ownerId: _owner, ...rest }) => rest),
  ]);

/** The clinic scale in memory: what `npm run seed -- --scale clinic` writes, checked row by row. */
describe('seed: a generated clinic', () => {
  it('has issue 9’s sizes and every species of the product', () => {
    expect([clinic.owners.length, clinic.pets.length, clinic.exams.length, clinic.services.length]).toEqual([
      5000, 8000, 20_000, 40_000,
    ]);
    expect(new Set(clinic.pets.map((p) => p.species))).toEqual(new Set(SPECIES));
    expect(new Set(clinic.services.map((s) => s.service))).toEqual(new Set(SERVICES));
  });

  it('is the same clinic for the same seed, another for another seed', () => {
    const demo = (seed: number) => generateClinic(new Random(seed), SCALES.demo, now, 'M.V. Ana Pérez');
    expect(contents(demo(1))).toBe(contents(demo(1)));
    expect(contents(demo(2))).not.toBe(contents(demo(1)));
  });

  it('stores owners as the owner form does: accents, +58 phones', () => {
    expect(clinic.owners.every((o) => /^\+58\d{10}$/.test(o.contact))).toBe(true);
    expect(clinic.owners.some((o) => /[áéíóúñÁÉÍÓÚÑ]/.test(o.name))).toBe(true);
    expect(clinic.owners.every((o) => o.name === o.name.normalize('NFC'))).toBe(true);
    expect(clinic.owners.every((o) => o.email === '' || /^[a-z0-9.]+@[a-z.]+$/.test(o.email))).toBe(true);
  });

  it('spreads ten years of services up to now, at most two decimals of USD each', () => {
    const dates = clinic.services.map((s) => s.date.getTime());
    const tenYears = 10 * 365 * 86_400_000;
    expect(Math.max(...dates)).toBeLessThanOrEqual(now.getTime());
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(now.getTime() - tenYears - 86_400_000);
    expect(Math.min(...dates)).toBeLessThan(now.getTime() - tenYears + 60 * 86_400_000);
    expect(clinic.services.every((s) => /^\d+\.\d{2}$/.test(s.cost) && Number(s.cost) >= 0.01)).toBe(true);
    expect(
      clinic.services.filter((s) => now.getTime() - s.date.getTime() < 3_600_000 * 3).length,
    ).toBeGreaterThan(3);
  });

  it('counts 100 cells in every exam, dated after the pet was registered', () => {
    const petById = new Map(clinic.pets.map((p) => [p.id, p]));
    // One expect for 20,000 exams: jest's matchers are too slow to call once per value.
    const wrong = clinic.exams.filter(
      (e) =>
        e.segmented + e.band + e.lymph + e.mono + e.baso + e.retic + e.eos + e.nrbc !== 100 ||
        e.createdAt < petById.get(e.patientId)!.createdAt,
    );
    expect(wrong).toEqual([]);
  });
});

/** Issue 26's bench: one dog of the clinic scale with a long record (its history page and charts). */
describe('seed: the long-lived dog', () => {
  const history = clinic.history!;
  const dog = clinic.pets.find((p) => p.id === history.petId)!;
  const day = (at: Date) => new Date(at.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);

  it('is a dog registered in the clinic’s first year, seen 200 times over the years, weighed every time', () => {
    expect([dog.species, dog.breed]).toEqual(['Canino', 'Labrador']);
    expect(now.getTime() - dog.createdAt.getTime()).toBeGreaterThan(9 * 365 * 86_400_000);
    const visits = history.consultations.map((c) => c.data);
    expect(visits).toHaveLength(200);
    const years = new Set(visits.map((v) => v.date.getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(10);
    expect(visits.every((v) => v.date >= dog.createdAt && v.date <= now)).toBe(true);
    expect(visits.every((v) => v.weightKg !== null && v.weightKg > 0 && v.weightKg <= 200)).toBe(true);
    // A puppy when registered, an adult Labrador later; the pet weighs what its last visit says.
    expect(visits[0].weightKg).toBeLessThan(15);
    expect(Math.max(...visits.map((v) => v.weightKg!))).toBeGreaterThan(25);
    expect(dog.weight).toBe(String(visits[visits.length - 1].weightKg));
  });

  it('keeps every consultation within the database’s rules', () => {
    const wrong = history.consultations.filter(
      ({ data: v, createdAt }) =>
        v.reason.length === 0 ||
        (v.nextCheck !== null && v.nextCheck < day(v.date)) ||
        v.temperatureC! < 25 ||
        v.temperatureC! > 45 ||
        createdAt < v.date ||
        v.prescriptions.some((p) => p.dose <= 0 || (p.durationDays !== null && p.durationDays > 365)),
    );
    expect(wrong).toEqual([]);
  });

  it('has 50 of the clinic’s 20,000 exams, and its vaccines and deworming, none before it was registered', () => {
    expect(clinic.exams.filter((e) => e.patientId === dog.id)).toHaveLength(50);
    const { preventives } = history;
    const kinds = (kind: string) => preventives.filter((p) => p.data.kind === kind).length;
    expect(kinds('vaccine')).toBeGreaterThanOrEqual(20);
    expect(kinds('deworming')).toBeGreaterThanOrEqual(15);
    const wrong = preventives.filter(
      ({ data: p }) =>
        p.appliedOn < day(dog.createdAt) ||
        p.appliedOn > day(now) ||
        (p.nextDue !== null && p.nextDue < p.appliedOn),
    );
    expect(wrong).toEqual([]);
  });
});

/** Issue 27's agenda at clinic scale: the seeded vet, two colleagues and a groomer (bench/page-load.mjs). */
describe('seed: the agenda', () => {
  const agenda = clinic.agenda!;
  const list = agenda.appointments;
  // The default schedule, in Caracas (UTC-4 all year): Monday to Friday 08–18, Saturday 08–12.
  const wall = (at: Date) => {
    const w = new Date(at.getTime() - 4 * 3_600_000);
    const day = w.toISOString().slice(0, 10);
    return { day, minute: w.getUTCHours() * 60 + w.getUTCMinutes(), weekday: (w.getUTCDay() + 6) % 7 };
  };
  const active = (a: (typeof list)[number]) => a.status !== 'cancelled' && a.status !== 'no_show';

  it('books 20,000 appointments of four people, from the months before to six weeks ahead, today full', () => {
    expect(list).toHaveLength(20_000);
    expect(agenda.people).toBe(4);
    expect(agenda.busyDay).toBe('2025-03-14'); // a Friday: now is 11:00 there
    const today = list.filter((a) => wall(a.startsAt).day === agenda.busyDay);
    const minutes = (who: number) =>
      today.filter((a) => a.person === who).reduce((sum, a) => sum + (+a.endsAt - +a.startsAt) / 60_000, 0);
    // Each person's ten hours mostly booked.
    expect([0, 1, 2, 3].map(minutes).every((m) => m >= 420)).toBe(true);
    const starts = list.map((a) => a.startsAt.getTime());
    expect(Math.max(...starts)).toBeLessThan(now.getTime() + 43 * 86_400_000);
    expect(Math.max(...starts)).toBeGreaterThan(now.getTime() + 35 * 86_400_000);
    expect(Math.min(...starts)).toBeGreaterThan(now.getTime() - 2 * 365 * 86_400_000);
  });

  it('keeps every appointment within the opening hours, nobody booked twice at once', () => {
    const outside = list.filter((a) => {
      const [start, end] = [wall(a.startsAt), wall(a.endsAt)];
      const close = start.weekday < 5 ? 18 * 60 : start.weekday === 5 ? 12 * 60 : -1;
      return start.day !== end.day || start.minute < 8 * 60 || end.minute > close || start.minute % 30 !== 0;
    });
    expect(outside).toEqual([]);
    const overlaps = [0, 1, 2, 3].flatMap((who) => {
      const mine = list.filter((a) => a.person === who && active(a));
      return mine.filter((a, i) => i > 0 && a.startsAt < mine[i - 1].endsAt);
    });
    expect(overlaps).toEqual([]);
  });

  it('gives each the statuses its time allows, its booking first, on a pet registered by then', () => {
    const petById = new Map(clinic.pets.map((p) => [p.id, p]));
    const wrong = list.filter((a) => {
      const expected =
        a.endsAt <= now
          ? ['attended', 'no_show', 'cancelled']
          : a.startsAt <= now
            ? ['in_room']
            : ['scheduled', 'confirmed', 'cancelled'];
      const times = a.changes.map((c) => c.at.getTime());
      return (
        !expected.includes(a.status) ||
        a.changes[0].status !== 'scheduled' ||
        a.changes[a.changes.length - 1].status !== a.status ||
        times.some((t, i) => i > 0 && t < times[i - 1]) ||
        a.createdAt > now ||
        a.createdAt > a.startsAt ||
        petById.get(a.patientId)!.createdAt > a.createdAt ||
        (a.person === 3) !== (a.kind === 'grooming')
      );
    });
    expect(wrong).toEqual([]);
    const statuses = new Set<string>(list.map((a) => a.status));
    expect(['attended', 'no_show', 'cancelled', 'scheduled', 'confirmed'].every((s) => statuses.has(s))).toBe(
      true,
    );
  });
});
