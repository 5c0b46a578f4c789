// A tiny store of visible toasts, outside React, so that any code (a remote's mutation handler,
// a plain function) can raise one. The shell renders them once with <ToastViewport/>.
import { TOAST_CLOSE_ANIMATION_MS, TOAST_DEFAULT_DURATION_MS } from '../constants/toast';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  /** Milliseconds before it closes by itself; 0 keeps it until closed. Default 5000. */
  duration?: number;
  /** Same as duration 0. */
  persistent?: boolean;
  title?: string;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  title?: string;
  duration: number;
  /** True during the 300 ms closing animation, before it leaves the list. */
  closing: boolean;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function update(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function resolveDuration(options: ToastOptions): number {
  if (options.persistent) return 0;
  const { duration = TOAST_DEFAULT_DURATION_MS } = options;
  return Number.isFinite(duration) && duration > 0 ? duration : 0;
}

export function showToast(type: ToastType, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const duration = resolveDuration(options);
  update([...toasts, { id, type, message, title: options.title, duration, closing: false }]);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

/** Starts the closing animation, then removes the toast. */
export function dismissToast(id: number): void {
  const target = toasts.find((item) => item.id === id);
  if (!target || target.closing) return;
  clearTimeout(timers.get(id));
  update(toasts.map((item) => (item.id === id ? { ...item, closing: true } : item)));
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      update(toasts.filter((item) => item.id !== id));
    }, TOAST_CLOSE_ANIMATION_MS),
  );
}

/** Removes every toast at once (tests; leaving the app). */
export function clearToasts(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  update([]);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
