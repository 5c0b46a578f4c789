import { createWebAudioPlayer } from './sounds';

// A stand-in for Web Audio (jsdom has none) that records what the player builds.
class FakeAudioContext {
  static created = 0;
  state = 'running';
  currentTime = 0;
  destination = {};
  oscillators: { frequency: number; started: boolean }[] = [];
  constructor() {
    FakeAudioContext.created += 1;
  }
  resume = jest.fn(() => Promise.resolve());
  createOscillator() {
    const osc = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => this.oscillators.push({ frequency: osc.frequency.value, started: true }),
      stop: jest.fn(),
    };
    return osc;
  }
  createGain() {
    return {
      gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() },
      connect: (node: unknown) => node,
    };
  }
}

let last: FakeAudioContext;
beforeEach(() => {
  jest.useFakeTimers();
  FakeAudioContext.created = 0;
  Object.defineProperty(window, 'AudioContext', {
    configurable: true,
    writable: true,
    value: class extends FakeAudioContext {
      constructor() {
        super();
        // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test inspects the instance
        last = this;
      }
    },
  });
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as { AudioContext?: unknown }).AudioContext;
});

test('the click plays after the paint, from one AudioContext reused for every press', () => {
  const player = createWebAudioPlayer();
  player.click();
  // Nothing is built on the key press itself: the count is painted first.
  expect(last.oscillators).toHaveLength(0);
  jest.runAllTimers();
  expect(last.oscillators).toEqual([{ frequency: 1200, started: true }]);

  player.click();
  player.complete();
  player.error();
  jest.runAllTimers();
  expect(FakeAudioContext.created).toBe(1);
  // The complete chime rises; the refusal falls.
  expect(last.oscillators.map((osc) => osc.frequency)).toEqual([1200, 1200, 880, 1320, 220, 160]);
});

test('a suspended context is resumed inside the key press', () => {
  const player = createWebAudioPlayer();
  player.click();
  jest.runAllTimers();
  last.state = 'suspended';
  player.click();
  expect(last.resume).toHaveBeenCalledTimes(1);
});

test('prepare creates the context ahead, but only once the page has had a user gesture', () => {
  const setActivation = (hasBeenActive: boolean) =>
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { hasBeenActive } });
  try {
    setActivation(false);
    const player = createWebAudioPlayer();
    // Before any gesture a context would start suspended: the first press creates it instead.
    player.prepare?.();
    expect(FakeAudioContext.created).toBe(0);

    setActivation(true);
    player.prepare?.();
    player.prepare?.();
    expect(FakeAudioContext.created).toBe(1);
    // The press reuses it, and still plays its click after the paint.
    player.click();
    jest.runAllTimers();
    expect(FakeAudioContext.created).toBe(1);
    expect(last.oscillators).toEqual([{ frequency: 1200, started: true }]);
  } finally {
    delete (navigator as { userActivation?: unknown }).userActivation;
  }
});
