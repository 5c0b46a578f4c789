import { formatPetAge } from './age';

const today = new Date(2025, 5, 15); // 15 June 2025, local time

describe('formatPetAge', () => {
  it('counts whole years first', () => {
    expect(formatPetAge('2022-06-15', today)).toBe('3 años');
    expect(formatPetAge('2022-06-16', today)).toBe('2 años');
    expect(formatPetAge('2024-06-15', today)).toBe('1 año');
  });

  it('falls back to months under a year', () => {
    expect(formatPetAge('2024-06-16', today)).toBe('11 meses');
    expect(formatPetAge('2025-05-15', today)).toBe('1 mes');
  });

  it('falls back to days under a month', () => {
    expect(formatPetAge('2025-05-16', today)).toBe('30 días');
    expect(formatPetAge('2025-06-14', today)).toBe('1 día');
    expect(formatPetAge('2025-06-15', today)).toBe('0 días');
  });

  it('gives an empty text for a future or missing birth date', () => {
    expect(formatPetAge('2025-06-16', today)).toBe('');
    expect(formatPetAge(undefined, today)).toBe('');
  });
});
