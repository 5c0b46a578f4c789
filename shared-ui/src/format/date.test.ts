// jest.config.js runs these tests in Venezuela's time zone (UTC-4): a date-only birthDate must
// not shift to the previous day there.
import { formatDate, formatDateTime, toDate } from './date';

describe('formatDate', () => {
  it('shows a date-only string as that same calendar day, day first', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
  });

  it('shows an ISO timestamp in the local time zone', () => {
    // 02:00 UTC on the 6th is still the 5th at 22:00 in Caracas.
    expect(formatDate('2024-03-06T02:00:00.000Z')).toBe('05/03/2024');
    expect(formatDateTime('2024-03-06T02:00:00.000Z')).toBe('05/03/2024, 22:00');
  });

  it('offers a long Spanish form', () => {
    expect(formatDate('2024-03-05', 'long')).toBe('5 de marzo de 2024');
  });

  it('gives an empty text for missing or impossible dates', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('no es fecha')).toBe('');
    expect(toDate('2024-02-31')).toBeNull();
  });
});

describe('the same text as Intl.DateTimeFormat es-ES', () => {
  const intl = {
    short: new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' }),
    long: new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }),
    dateTime: new Intl.DateTimeFormat('es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  };
  // Every day of three years (one a leap year), at hours either side of midnight and noon.
  const dates = [2024, 1999, 2031]
    .flatMap((year) => Array.from({ length: 366 }, (_, day) => new Date(year, 0, day + 1)))
    .flatMap((day) =>
      [0, 3, 11, 12, 13, 20, 23].map((h) => new Date(day.getTime() + h * 3_600_000 + 7 * 60_000)),
    );

  it('for the short, the long and the date-and-time forms', () => {
    const differ = dates.filter(
      (d) =>
        formatDate(d) !== intl.short.format(d) ||
        formatDate(d, 'long') !== intl.long.format(d) ||
        formatDateTime(d) !== intl.dateTime.format(d),
    );
    expect(differ.map((d) => [formatDateTime(d), intl.dateTime.format(d)])).toEqual([]);
  });
});
