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
