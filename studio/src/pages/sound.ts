/**
 * Sound is off until the player turns it on. Every effect is a short tone made with Web Audio
 * (no files): an oscillator through a gain envelope.
 */
export type SoundEffect = 'spin' | 'stop' | 'win' | 'bigWin' | 'reveal' | 'mine' | 'cashOut';

const notes: Record<
  SoundEffect,
  { frequencies: number[]; type: OscillatorType; step: number; length: number }
> = {
  spin: { frequencies: [220], type: 'triangle', step: 0, length: 0.08 },
  stop: { frequencies: [330], type: 'square', step: 0, length: 0.05 },
  win: { frequencies: [523, 659, 784], type: 'sine', step: 0.09, length: 0.18 },
  bigWin: { frequencies: [523, 659, 784, 1047, 1319], type: 'sine', step: 0.1, length: 0.3 },
  reveal: { frequencies: [880], type: 'sine', step: 0, length: 0.09 },
  mine: { frequencies: [160, 110], type: 'sawtooth', step: 0.12, length: 0.3 },
  cashOut: { frequencies: [659, 988], type: 'sine', step: 0.08, length: 0.2 },
};

let context: AudioContext | null = null;
let enabled = false;

export function soundEnabled(): boolean {
  return enabled;
}

/** Turned on from a tap, so the browser lets the audio context start. */
export function setSoundEnabled(value: boolean): void {
  enabled = value;
  if (value && !context) context = new AudioContext();
  if (value) void context?.resume();
}

export function play(effect: SoundEffect): void {
  if (!enabled || !context) return;
  const { frequencies, type, step, length } = notes[effect];
  frequencies.forEach((frequency, index) => {
    if (!context) return;
    const start = context.currentTime + index * step;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.12, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + length + 0.02);
  });
}
