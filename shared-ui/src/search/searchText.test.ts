import { normalizeSearchText } from './searchText';

test('ignores case, accents and extra spaces', () => {
  expect(normalizeSearchText('  José  PÉREZ ')).toBe('jose perez');
  expect(normalizeSearchText('Peña Ñáñez')).toBe('pena nanez');
  expect(normalizeSearchText(undefined)).toBe('');
});
