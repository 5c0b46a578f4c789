/** Time source. Injected so tests can move time forward (code expiry, session idle, rate windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
