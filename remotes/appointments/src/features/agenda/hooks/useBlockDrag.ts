// Rescheduling by dragging a block with a mouse or a pen (pointer events). A finger never drags: on a phone
// or a tablet a swipe that starts on a block scrolls the agenda, and «Editar» moves the appointment, as it
// does for keyboard users. Past a few pixels the press becomes a drag: a ghost follows the pointer and the slot under it is marked; on release over a
// slot (a cell carrying data-slot-date, -time and -vet) `onDrop` gets the new place; Escape cancels. A
// press that did not move stays a click (the block opens the appointment); the click that ends a drag does nothing.
// Keyboard users reschedule through «Editar».
import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import type { Appointment } from '../../../api/types';

export interface SlotTarget {
  date: string;
  time: string;
  vetId: string;
}

export interface Ghost {
  appointment: Appointment;
  x: number;
  y: number;
}

const THRESHOLD = 6;
/** The pointers that drag; a touch scrolls. */
const DRAGGING_POINTERS = new Set(['mouse', 'pen']);
const DROP_CLASS = 'appointments-slot--drop';

function slotAt(x: number, y: number): HTMLElement | null {
  const element = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  return (element as HTMLElement | null)?.closest<HTMLElement>('[data-slot-time]') ?? null;
}

export function useBlockDrag(onDrop: (appointment: Appointment, target: SlotTarget) => void) {
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const dragged = useRef(false);
  const cleanup = useRef<() => void>(() => undefined);
  useEffect(() => () => cleanup.current(), []);

  const start = useCallback(
    (appointment: Appointment) => (event: PointerEvent<HTMLElement>) => {
      if (!DRAGGING_POINTERS.has(event.pointerType)) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      cleanup.current();
      dragged.current = false;
      const x0 = event.clientX ?? 0;
      const y0 = event.clientY ?? 0;
      let moving = false;
      let over: HTMLElement | null = null;
      const mark = (next: HTMLElement | null) => {
        if (next === over) return;
        over?.classList.remove(DROP_CLASS);
        next?.classList.add(DROP_CLASS);
        over = next;
      };
      const move = (e: globalThis.PointerEvent) => {
        const x = e.clientX ?? 0;
        const y = e.clientY ?? 0;
        if (!moving && Math.hypot(x - x0, y - y0) < THRESHOLD) return;
        moving = true;
        dragged.current = true;
        setGhost({ appointment, x, y });
        mark(slotAt(x, y));
      };
      const finish = (e: globalThis.PointerEvent) => {
        cleanup.current();
        if (!moving || e.type === 'pointercancel') return;
        const slot = slotAt(e.clientX ?? 0, e.clientY ?? 0);
        const { slotDate, slotTime, slotVet } = slot?.dataset ?? {};
        if (!slotDate || !slotTime || !slotVet) return;
        if (
          slotDate === appointment.date &&
          slotTime === appointment.time &&
          slotVet === appointment.vet?._id
        )
          return;
        onDrop(appointment, { date: slotDate, time: slotTime, vetId: slotVet });
      };
      // Escape drops the drag where it began.
      const escape = (e: KeyboardEvent) => {
        if (e.key === 'Escape') cleanup.current();
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', finish);
      window.addEventListener('pointercancel', finish);
      window.addEventListener('keydown', escape);
      cleanup.current = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', finish);
        window.removeEventListener('pointercancel', finish);
        window.removeEventListener('keydown', escape);
        mark(null);
        setGhost(null);
        cleanup.current = () => undefined;
      };
    },
    [onDrop],
  );

  /** The block's click: swallowed when it ends a drag. */
  const click = useCallback((event: MouseEvent<HTMLElement>) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.preventDefault();
  }, []);

  return { ghost, start, click };
}
