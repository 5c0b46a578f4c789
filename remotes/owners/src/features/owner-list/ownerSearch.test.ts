import { makeOwner, manyOwners } from '../owners/testing/fixtures';
import { filterOwners, toSearchable } from './ownerSearch';

const owners = toSearchable([
  makeOwner({ _id: 'a', name: 'José Pérez', contact: '+573001234567' }),
  makeOwner({ _id: 'b', name: 'María Peña', contact: '+584141112233' }),
  makeOwner({ _id: 'c', name: 'Ana Gómez', contact: '+1-8095550000' }),
]);
const ids = (query: string) => filterOwners(owners, query).map((owner) => owner._id);

test('finds by name ignoring case and accents, every word anywhere', () => {
  expect(ids('jose')).toEqual(['a']);
  expect(ids('PEREZ')).toEqual(['a']);
  expect(ids('pena maria')).toEqual(['b']);
  expect(ids('  ')).toEqual(['a', 'b', 'c']);
  expect(ids('pedro')).toEqual([]);
});

test('finds by any piece of the phone, however it is typed', () => {
  expect(ids('300 123')).toEqual(['a']);
  expect(ids('+58 414')).toEqual(['b']);
  expect(ids('(809) 555-00')).toEqual(['c']);
  expect(ids('1112233')).toEqual(['b']);
  // The pieces of a typed number stay together: "300 4567" is not "300" and "4567" anywhere.
  expect(ids('300 4567')).toEqual([]);
  // A name holding a number is still found by it.
  expect(filterOwners(toSearchable([makeOwner({ name: 'Finca 23', contact: '+58414' })]), '23')).toHaveLength(
    1,
  );
});

test('searching 5,000 owners takes a few milliseconds, not a frozen keystroke', () => {
  const entries = toSearchable(manyOwners(5000));
  const started = performance.now();
  for (const query of ['p', 'pr', 'pro', 'propietario 49', '414 100', 'zzz']) filterOwners(entries, query);
  // Six searches; generous bound for a busy 2-core machine (it is ~5 ms on a quiet one).
  expect(performance.now() - started).toBeLessThan(250);
  expect(filterOwners(entries, 'propietario 4999')).toHaveLength(1);
});
