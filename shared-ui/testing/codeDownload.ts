// A screen's code "still downloading", for tests of routes and slots that ask for their data before
// their code arrives (issue #9). The lazily imported module is mocked with `waitingModule`: its
// component suspends while a download is pending, as React.lazy does, and renders once it arrives.
import { createElement, type ComponentType } from 'react';

export interface CodeDownload {
  /** From now on the code is downloading: the waiting component suspends. */
  start(): void;
  /** The code arrives: the waiting component renders (call inside act when something is mounted). */
  arrive(): void;
  /** Suspends while the code is downloading. */
  wait(): void;
  /** Between tests: forgets a pending download without letting it arrive, so nothing renders late. */
  reset(): void;
}

export function codeDownload(): CodeDownload {
  let pending: { promise: Promise<void>; resolve: () => void } | undefined;
  return {
    start() {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      pending = { promise, resolve };
    },
    arrive() {
      const arriving = pending;
      pending = undefined;
      arriving?.resolve();
    },
    wait() {
      if (pending) throw pending.promise;
    },
    reset() {
      pending = undefined;
    },
  };
}

/** A module whose default export is `Actual`, waiting for `download` first. For a jest.mock factory. */
export function waitingModule<Props extends object>(download: CodeDownload, Actual: ComponentType<Props>) {
  return {
    __esModule: true,
    default: function WaitingForCode(props: Props) {
      download.wait();
      return createElement(Actual, props);
    },
  };
}
