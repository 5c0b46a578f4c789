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
