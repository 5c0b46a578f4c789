// The manual differential counter (docs/product/lab.md#differential-counter): one big button per cell type
// showing its count, % and absolute count; a key per type (shown on its button) and Backspace to undo, so a
// technician can count with eyes on the microscope. A press is a plain state update (no await), so the screen
// follows within one frame.
import { memo, useCallback, useEffect, useLayoutEffect, useRef, type Dispatch } from 'react';
import { Alert, Button, Space } from 'antd';
import { DIFFERENTIAL_CAP, formatNumber, toast } from '@vet/shared-ui';
import type { CellKey } from '../../api/types';
import { CELL_TYPES } from '../exams/examFields';
import { absoluteCount, percentage } from '../exams/referenceRanges';
import { canUndo, isFull, type CounterAction, type CounterState } from './counterReducer';
import { defaultSoundPlayer, type SoundPlayer } from './sounds';
import { MSG } from '../../messages';
import './counter.css';

const CELL_BY_KEY = new Map<string, CellKey>(CELL_TYPES.map((cell) => [cell.shortcut, cell.key]));

/** Keys typed into a field belong to the field, not to the counter. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Runs `task` when the page is idle (or soon, where requestIdleCallback is missing); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/** Deshacer and Reiniciar: antd buttons, costly to re-render, so they re-render only when Deshacer
 *  becomes available or not, never on a plain count (issue #9). */
const CounterTools = memo(function CounterTools({
  undoDisabled,
  onUndo,
  onReset,
}: {
  undoDisabled: boolean;
  onUndo: () => void;
  onReset: () => void;
}) {
  return (
    <Space wrap className="lab-counter__tools">
      <Button onClick={onUndo} disabled={undoDisabled} aria-keyshortcuts="Backspace">
        Deshacer (⌫)
      </Button>
      <Button onClick={onReset} danger>
        Reiniciar
      </Button>
    </Space>
  );
});

interface DifferentialCounterProps {
  state: CounterState;
  dispatch: Dispatch<CounterAction>;
  /** The exam's white cell count, for the absolute counts (may be empty while typing). */
  whiteBloodCells?: number | null;
  /** Whether the keyboard shortcuts listen (the counter's tab is the one shown). */
  active?: boolean;
  sound?: SoundPlayer;
}

export function DifferentialCounter({
  state,
  dispatch,
  whiteBloodCells,
  active = true,
  sound = defaultSoundPlayer(),
}: DifferentialCounterProps) {
  // Reaching the cap is the goal (a chime and «Conteo completo»); only a press beyond it warns, and
  // only the first one until the count drops below the cap again.
  const warnedBeyondCap = useRef(false);
  const full = isFull(state);
  useEffect(() => {
    if (!full) warnedBeyondCap.current = false;
  }, [full]);
  const countCell = (cell: CellKey) => {
    if (isFull(state)) {
      if (warnedBeyondCap.current) return;
      warnedBeyondCap.current = true;
      sound.error();
      toast.warning(MSG.beyondCap);
      return;
    }
    dispatch({ type: 'count', cell });
    if (state.total + 1 >= DIFFERENTIAL_CAP) sound.complete();
    else sound.click();
  };
  const undo = () => {
    if (!canUndo(state)) {
      toast.warning(MSG.nothingToUndo);
      return;
    }
    dispatch({ type: 'undo' });
    toast.info(MSG.undone);
  };
  const reset = useCallback(() => {
    dispatch({ type: 'reset' });
    toast.info(MSG.counterReset);
  }, [dispatch]);

  // The key listener, attached once, calls the handlers of the latest render. A layout effect
  // updates them right after each commit, before the next key press can be handled.
  const handlers = useRef({ count: countCell, undo });
  useLayoutEffect(() => {
    handlers.current = { count: countCell, undo };
  });
  const undoLatest = useCallback(() => handlers.current.undo(), []);

  // The sound gets ready while the counter is shown and idle, not on the first key press.
  useEffect(() => {
    if (!active || !sound.prepare) return undefined;
    return whenIdle(() => sound.prepare?.());
  }, [active, sound]);

  // The keys the counter takes are its own: caught on the way down (capture) and stopped there, so
  // they do not also reach the focused element. The counter's tab keeps the focus after it is
  // clicked, and antd's tab bar re-rendered twice on every count (a keydown handler that pauses its
  // ink-bar animation, and again 100 ms later), which a Chromium trace showed (issue #9).
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === 'Backspace') {
        event.preventDefault();
        event.stopPropagation();
        handlers.current.undo();
        return;
      }
      const cell = CELL_BY_KEY.get(event.key);
      if (cell && !event.repeat) {
        event.preventDefault();
        event.stopPropagation();
        handlers.current.count(cell);
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [active]);

  const wbc = Number(whiteBloodCells) || 0;

  return (
    <section className="lab-counter" aria-label="Contador diferencial">
      <div className="lab-counter__total" aria-live="polite">
        Total: <strong data-testid="counter-total">{state.total}</strong> / {DIFFERENTIAL_CAP}
      </div>
      {full && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={MSG.countComplete}
          description={MSG.countCompleteHint}
        />
      )}
      <div className="lab-counter__grid">
        {CELL_TYPES.map((cell) => {
          const count = state.counts[cell.key];
          return (
            <button
              key={cell.key}
              type="button"
              className="lab-counter__cell"
              disabled={full}
              aria-keyshortcuts={cell.shortcut}
              onClick={() => countCell(cell.key)}
            >
              <span className="lab-counter__key" aria-hidden="true">
                {cell.shortcut}
              </span>
              <span className="lab-counter__label">{cell.label}</span>
              <span className="lab-counter__count" data-testid={`count-${cell.key}`}>
                {count}
              </span>
              <span className="lab-counter__stats">
                <span data-testid={`percent-${cell.key}`}>
                  {formatNumber(percentage(count, state.total), 1)} %
                </span>
                {' · '}
                <span data-testid={`absolute-${cell.key}`}>
                  {formatNumber(absoluteCount(count, state.total, wbc))} ×10³/µL
                </span>
              </span>
            </button>
          );
        })}
      </div>
      <CounterTools undoDisabled={!canUndo(state)} onUndo={undoLatest} onReset={reset} />
      <p className="lab-counter__hint">{MSG.counterHint}</p>
    </section>
  );
}
