import { containsAllWords, normalizeSearchText, searchWords } from './searchText';

test('ignores case, accents and extra spaces', () => {
  expect(normalizeSearchText('  José  PÉREZ ')).toBe('jose perez');
  expect(normalizeSearchText('Peña Ñáñez')).toBe('pena nanez');
  expect(normalizeSearchText(undefined)).toBe('');
});

test('every word of the query must occur, in any order', () => {
  const text = normalizeSearchText('María José Pérez');
  expect(containsAllWords(text, searchWords('perez jose'))).toBe(true);
  expect(containsAllWords(text, searchWords('PÉR'))).toBe(true);
  expect(containsAllWords(text, searchWords('jose gomez'))).toBe(false);
  expect(searchWords('   ')).toEqual([]);
});
