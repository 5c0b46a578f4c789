// The manual differential counter as a pure reducer (docs/product/lab.md#differential-counter): each count
// adds one cell to its type and to the total, never beyond the cap; undo removes only the last single cell
// and is then unavailable until the next count; reset zeroes everything.
import { DIFFERENTIAL_CAP } from '@vet/shared-ui';
import type { CellKey, DifferentialCount } from '../../api/types';
import { EMPTY_COUNT } from '../exams/examFields';
import { totalOf } from '../exams/referenceRanges';

export interface CounterState {
  counts: DifferentialCount;
  total: number;
  /** The cell the last count added; null when there is nothing to undo. */
  last: CellKey | null;
}

export type CounterAction =
  | { type: 'count'; cell: CellKey }
  | { type: 'undo' }
  | { type: 'reset' }
  | { type: 'load'; counts: DifferentialCount };

export function initialCounter(counts: DifferentialCount = EMPTY_COUNT): CounterState {
  // A saved exam starts from its counts with an empty undo history.
  return { counts: { ...EMPTY_COUNT, ...counts }, total: totalOf(counts), last: null };
}

export const isFull = (state: CounterState) => state.total >= DIFFERENTIAL_CAP;
export const canUndo = (state: CounterState) => state.last !== null;

export function counterReducer(state: CounterState, action: CounterAction): CounterState {
  switch (action.type) {
    case 'count':
      if (isFull(state)) return state;
      return {
        counts: { ...state.counts, [action.cell]: state.counts[action.cell] + 1 },
        total: state.total + 1,
        last: action.cell,
      };
    case 'undo': {
      const { last } = state;
      if (!last || state.counts[last] === 0) return state;
      return {
        counts: { ...state.counts, [last]: state.counts[last] - 1 },
        total: state.total - 1,
        last: null,
      };
    }
    case 'reset':
      return initialCounter();
    case 'load':
      return initialCounter(action.counts);
    default:
      return state;
  }
}
