import { defaultGroup, periodLabel, periodShortLabel, presetRange, rangeProblem, todayIn } from './period';

test('"today" is the clinic’s day: 22:00 in Caracas on the 30th is already the 1st in UTC', () => {
  const now = new Date('2026-12-01T02:00:00Z');
  expect(todayIn('America/Caracas', now)).toBe('2026-11-30');
  expect(todayIn('UTC', now)).toBe('2026-12-01');
  expect(todayIn('Asia/Tokyo', new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
});

test('the presets are whole calendar months counted on the clinic’s today', () => {
  const today = '2026-11-27';
  expect(presetRange('this-month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  expect(presetRange('last-month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  expect(presetRange('last-3-months', today)).toEqual({ from: '2026-09-01', to: '2026-11-30' });
  expect(presetRange('last-12-months', today)).toEqual({ from: '2025-12-01', to: '2026-11-30' });
  expect(presetRange('this-year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  // Across a year and in February of a leap year.
  expect(presetRange('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  expect(presetRange('this-month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
});

test('by day up to 62 days, by week up to 26 weeks, by month beyond', () => {
  expect(defaultGroup('2026-11-01', '2026-11-30')).toBe('day');
  expect(defaultGroup('2026-09-01', '2026-10-31')).toBe('day');
  expect(defaultGroup('2026-09-01', '2026-11-30')).toBe('week');
  expect(defaultGroup('2026-01-01', '2026-07-01')).toBe('week');
  expect(defaultGroup('2026-01-01', '2026-07-02')).toBe('month');
  expect(defaultGroup('2025-12-01', '2026-11-30')).toBe('month');
});

test('the period is refused before asking, in the API’s words', () => {
  expect(rangeProblem('', '2026-11-30')).toBe('La fecha inicial es obligatoria');
  expect(rangeProblem('2026-11-01', '')).toBe('La fecha final es obligatoria');
  expect(rangeProblem('2026-02-30', '2026-03-01')).toBe('Fecha inválida');
  expect(rangeProblem('1999-12-31', '2000-01-01')).toBe('La fecha no puede ser anterior al año 2000');
  expect(rangeProblem('2026-11-10', '2026-11-01')).toBe('La fecha inicial no puede ser posterior a la final');
  expect(rangeProblem('2021-11-01', '2026-11-01')).toBe('El período no puede superar 5 años');
  expect(rangeProblem('2021-11-01', '2026-10-31')).toBeNull();
});

test('periods are named by their first day, as the group says', () => {
  expect(periodLabel('2026-11-05', 'day')).toBe('05/11/2026');
  expect(periodLabel('2026-11-01', 'week')).toBe('Semana del 01/11/2026');
  expect(periodLabel('2026-11-01', 'month')).toBe('noviembre 2026');
  expect(periodShortLabel('2026-11-01', 'month')).toBe('nov 2026');
  expect(periodShortLabel('2026-11-05', 'day')).toBe('05/11');
});
