// What every front-end test needs under jsdom.
import '@testing-library/jest-dom';
import { staticMediaQueryList } from '../testing/viewport';

// antd reads matchMedia (responsive grid, breakpoints); jsdom has none.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => staticMediaQueryList(query, false),
  });
}

// antd's Select, Overflow and Form.useWatch measure with ResizeObserver; jsdom has none and lays
// nothing out, so an observer that never fires is faithful enough.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
}

// antd (rc-select's open/close, Form.useWatch) schedules macrotasks through MessageChannel, which
// jsdom lacks. Node's own MessageChannel would keep Jest from exiting; a timer-based channel
// behaves the same for these uses and follows fake timers.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerPort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    peer: TimerPort | null = null;
    postMessage(data: unknown): void {
      setTimeout(() => this.peer?.onmessage?.({ data }), 0);
    }
    start(): void {}
    close(): void {
      this.onmessage = null;
    }
  }
  class TimerMessageChannel {
    port1 = new TimerPort();
    port2 = new TimerPort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', { writable: true, value: TimerMessageChannel });
}

// antd's Modal measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'); jsdom
// implements no pseudo-elements and logs an error each time. The element's own style will do.
{
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

// Screens with antd render slowly under jsdom on a small machine: give findBy*/waitFor time.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
