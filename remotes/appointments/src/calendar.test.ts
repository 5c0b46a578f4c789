import { addDays, clinicNow, isDay, longDay, mondayOf, shortDay, weekdayIndex } from './calendar';

test('days are calendar days: never moved by the browser’s time zone (Caracas, UTC−4, in these tests)', () => {
  expect(addDays('2026-03-12', 1)).toBe('2026-03-13');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(weekdayIndex('2026-03-09')).toBe(0);
  expect(weekdayIndex('2026-03-15')).toBe(6);
  expect(mondayOf('2026-03-15')).toBe('2026-03-09');
  expect(shortDay('2026-03-05')).toBe('05/03/2026');
  expect(longDay('2026-03-05')).toBe('jueves, 5 de marzo de 2026');
  expect(isDay('2026-02-29')).toBe(false);
  expect(isDay('2024-02-29')).toBe(true);
  expect(isDay('12/03/2026')).toBe(false);
});

test('the clinic’s today and now are its zone’s, not the browser’s', () => {
  // 02:30 UTC on the 13th is still the 12th, 22:30, in Caracas, and already the 13th in Madrid.
  const instant = new Date('2026-03-13T02:30:00.000Z');
  expect(clinicNow('America/Caracas', instant)).toEqual({ day: '2026-03-12', minutes: 22 * 60 + 30 });
  expect(clinicNow('Europe/Madrid', instant)).toEqual({ day: '2026-03-13', minutes: 3 * 60 + 30 });
});
