// Runs in America/Caracas (UTC-4): local midnight is 04:00 UTC.
import { dashboardCountArgs, periodRange, startOfMondayWeek, startOfSundayWeek } from './periods';

const wednesday = new Date(2024, 4, 15, 14, 30); // Wed 15 May 2024
const sunday = new Date(2024, 4, 19, 9, 0); // Sun 19 May 2024
const monday = new Date(2024, 4, 20, 0, 0); // Mon 20 May 2024, at midnight

test('"Hoy" runs from today 00:00 local to tomorrow 00:00 local', () => {
  const { from, to } = periodRange('today', wednesday);
  expect(from.toISOString()).toBe('2024-05-15T04:00:00.000Z');
  expect(to.toISOString()).toBe('2024-05-16T04:00:00.000Z');
});

test('the list\'s "Semana" starts on Sunday, a Sunday starting its own week', () => {
  expect(periodRange('week', wednesday).from.toISOString()).toBe('2024-05-12T04:00:00.000Z');
  expect(periodRange('week', wednesday).to.toISOString()).toBe('2024-05-19T04:00:00.000Z');
  expect(startOfSundayWeek(sunday).toISOString()).toBe('2024-05-19T04:00:00.000Z');
  expect(startOfSundayWeek(monday).toISOString()).toBe('2024-05-19T04:00:00.000Z');
});

test("the dashboard's week starts on Monday, a Sunday closing the previous one", () => {
  expect(startOfMondayWeek(wednesday).toISOString()).toBe('2024-05-13T04:00:00.000Z');
  expect(startOfMondayWeek(sunday).toISOString()).toBe('2024-05-13T04:00:00.000Z');
  expect(startOfMondayWeek(monday).toISOString()).toBe('2024-05-20T04:00:00.000Z');
});

test('"Mes" runs from the 1st 00:00 local to the next 1st, across a year end', () => {
  const { from, to } = periodRange('month', wednesday);
  expect(from.toISOString()).toBe('2024-05-01T04:00:00.000Z');
  expect(to.toISOString()).toBe('2024-06-01T04:00:00.000Z');
  const december = periodRange('month', new Date(2024, 11, 31, 23, 59));
  expect(december.to.toISOString()).toBe('2025-01-01T04:00:00.000Z');
});

test('late evening in Caracas is still today, although UTC already says tomorrow', () => {
  const lateEvening = new Date('2024-05-16T03:30:00.000Z'); // 15 May, 23:30 in Caracas
  expect(periodRange('today', lateEvening).from.toISOString()).toBe('2024-05-15T04:00:00.000Z');
});

test('the dashboard sends four instants: today, Monday, the 1st and now', () => {
  expect(dashboardCountArgs(sunday)).toEqual({
    today: '2024-05-19T04:00:00.000Z',
    week: '2024-05-13T04:00:00.000Z',
    month: '2024-05-01T04:00:00.000Z',
    now: '2024-05-19T13:00:00.000Z',
  });
});
