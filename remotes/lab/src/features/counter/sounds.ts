// Counting feedback by ear, so the technician can keep their eyes on the microscope: a short click
// on every count, a bright rising double tone when the count is complete, a low double tone for a
// press the counter refuses. Web Audio oscillators have no file to load and no decoding delay. The AudioContext is created on first use, which is always inside a
// key press or tap (browsers only allow audio to start from a user gesture), and then reused.
// Building the tone's nodes costs milliseconds, so it waits until the new count is painted.
// Creating the AudioContext itself costs far more (60–80 ms in Chromium, measured in a trace of the
// first key press, issue #9), so prepare() creates it ahead, when the counter is shown and the page
// has already had a user gesture (the context then starts running); otherwise the first press
// creates it as before.

export interface SoundPlayer {
  click(): void;
  /** The count reached the cap: a bright rising double tone, the goal reached. */
  complete(): void;
  /** A press the counter refused (beyond the cap): a low double tone. */
  error(): void;
  /** Optional: gets ready to play without delaying the first count (called off the key press). */
  prepare?(): void;
}

type AudioContextClass = typeof AudioContext;

function tone(ctx: AudioContext, frequency: number, start: number, duration: number, type: OscillatorType) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.2, ctx.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + start + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + start);
  osc.stop(ctx.currentTime + start + duration);
}

/** Runs `task` just after the next paint: a frame callback runs right before the paint, and a task
 *  queued from it runs right after, so the sound never delays the count on screen (issue #9). */
function afterPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}

export function createWebAudioPlayer(): SoundPlayer {
  let ctx: AudioContext | null = null;
  const context = (): AudioContext | null => {
    if (ctx) return ctx;
    const Ctor =
      (window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass })
        .AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Ctor) return null; // no Web Audio (old browser, tests): counting works silently
    ctx = new Ctor();
    return ctx;
  };
  /** True when the page has had a user gesture, so a context created now starts running. */
  const activated = (): boolean => {
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
      .userActivation;
    return activation?.hasBeenActive === true;
  };
  const play = (draw: (audio: AudioContext) => void) => {
    // Sound is a help, never a reason for a count to fail: every error is swallowed.
    let audio: AudioContext | null;
    try {
      // Created and resumed here, inside the gesture, where browsers allow it; only drawing waits.
      audio = context();
      if (!audio) return;
      if (audio.state === 'suspended') audio.resume().catch(() => undefined);
    } catch {
      return;
    }
    const ready = audio;
    afterPaint(() => {
      try {
        draw(ready);
      } catch {
        // see above
      }
    });
  };
  return {
    prepare: () => {
      // Without a gesture yet, a context would start suspended (and Chromium warns): leave it to the
      // first press, which may start it.
      if (ctx || !activated()) return;
      try {
        context();
      } catch {
        // Sound is a help: the first press tries again.
      }
    },
    click: () => play((audio) => tone(audio, 1200, 0, 0.03, 'square')),
    complete: () =>
      play((audio) => {
        tone(audio, 880, 0, 0.12, 'sine');
        tone(audio, 1320, 0.14, 0.22, 'sine');
      }),
    error: () =>
      play((audio) => {
        tone(audio, 220, 0, 0.15, 'sawtooth');
        tone(audio, 160, 0.18, 0.25, 'sawtooth');
      }),
  };
}

let shared: SoundPlayer | null = null;
/** One player for the page, so one AudioContext however often the counter mounts. */
export function defaultSoundPlayer(): SoundPlayer {
  shared ??= createWebAudioPlayer();
  return shared;
}
