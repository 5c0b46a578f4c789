import { lastPage, listUrl } from './listPage';

test('sends the trimmed search, the page and the limit; no q when blank', () => {
  expect(listUrl('/owners', { q: '  José Pé ', page: 2, limit: 20 })).toBe(
    '/owners?q=Jos%C3%A9+P%C3%A9&page=2&limit=20',
  );
  expect(listUrl('/owners', { q: '  ', page: 1, limit: 20 })).toBe('/owners?page=1&limit=20');
});

test('the last page holding anything', () => {
  expect(lastPage(0, 20)).toBe(1);
  expect(lastPage(20, 20)).toBe(1);
  expect(lastPage(21, 20)).toBe(2);
});
