// A screen's code "still downloading", for tests of routes and slots that ask for their data before
// their code arrives (issue #9). The lazily imported module is mocked with the download's
// `waitingModule`: its component suspends while a download is pending, as React.lazy does, and renders
// once it arrives. In a test file:
//   const mockCode = codeDownload();
//   jest.mock('./ListPage', () => mockCode.waitingModule(jest.requireActual('./ListPage')));
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
  /** The module `actual` with its default component waiting for this download first. */
  waitingModule(actual: { default: ComponentType<never> }): {
    __esModule: true;
    default: ComponentType<object>;
  };
}

export function codeDownload(): CodeDownload {
  let pending: { promise: Promise<void>; resolve: () => void } | undefined;
  const download: CodeDownload = {
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
    waitingModule(actual) {
      // Whatever props the mocked component gets, it passes on.
      const Actual = actual.default as unknown as ComponentType<object>;
      return {
        __esModule: true,
        default: function WaitingForCode(props: object) {
          download.wait();
          return createElement(Actual, props);
        },
      };
    },
  };
  return download;
}
