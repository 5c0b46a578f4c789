// Counting feedback by ear, so the technician can keep their eyes on the microscope: a short click
// on every count, a distinct lower double tone at the cap. Web Audio oscillators have no file to
// load and no decoding delay. The AudioContext is created on first use, which is always inside a
// key press or tap (browsers only allow audio to start from a user gesture).

export interface SoundPlayer {
  click(): void;
  error(): void;
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
  const play = (draw: (audio: AudioContext) => void) => {
    try {
      const audio = context();
      if (!audio) return;
      if (audio.state === 'suspended') void audio.resume();
      draw(audio);
    } catch {
      // Sound is a help, never a reason for a count to fail.
    }
  };
  return {
    click: () => play((audio) => tone(audio, 1200, 0, 0.03, 'square')),
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
