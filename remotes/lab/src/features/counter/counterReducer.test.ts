import { canUndo, counterReducer, initialCounter, isFull, type CounterState } from './counterReducer';

const countN = (state: CounterState, n: number, cell: 'lymphocytes' | 'monocytes' = 'lymphocytes') =>
  Array.from({ length: n }).reduce<CounterState>((s) => counterReducer(s, { type: 'count', cell }), state);

test('each count adds one to its type and to the total', () => {
  const state = counterReducer(initialCounter(), { type: 'count', cell: 'monocytes' });
  expect(state.counts.monocytes).toBe(1);
  expect(state.total).toBe(1);
  expect(state.last).toBe('monocytes');
});

test('stops at 100 cells', () => {
  const full = countN(initialCounter(), 105);
  expect(full.total).toBe(100);
  expect(full.counts.lymphocytes).toBe(100);
  expect(isFull(full)).toBe(true);
});

test('undo removes only the last cell, once, until the next count', () => {
  let state = countN(countN(initialCounter(), 2, 'monocytes'), 1);
  state = counterReducer(state, { type: 'undo' });
  expect(state.counts).toMatchObject({ monocytes: 2, lymphocytes: 0 });
  expect(state.total).toBe(2);
  expect(canUndo(state)).toBe(false);
  expect(counterReducer(state, { type: 'undo' })).toBe(state);
  state = counterReducer(state, { type: 'count', cell: 'monocytes' });
  expect(canUndo(state)).toBe(true);
});

test('reset zeroes everything; load starts from saved counts with no undo history', () => {
  expect(counterReducer(countN(initialCounter(), 7), { type: 'reset' })).toEqual(initialCounter());
  const loaded = counterReducer(initialCounter(), {
    type: 'load',
    counts: { ...initialCounter().counts, lymphocytes: 30, monocytes: 5 },
  });
  expect(loaded.total).toBe(35);
  expect(canUndo(loaded)).toBe(false);
});
