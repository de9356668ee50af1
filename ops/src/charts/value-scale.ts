/** A vertical scale for a chart of amounts: round limits, evenly spaced ticks and a value's y. */
export interface ValueScale {
  /** The lowest value shown: 0, or a round negative number below every value. */
  bottom: number;
  /** The highest value shown: a round number at or above every value. */
  top: number;
  /** From bottom to top, one round step apart; 0 is one of them. */
  ticks: number[];
  /** The y coordinate of a value, 0 at the top of the plot and `height` at its bottom. */
  y(value: number): number;
}

/** The smallest of 1, 2, 2.5, 5 and 10 times a power of ten that is at least `rough`. */
export function roundStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiple = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= rough) ?? 10;
  return multiple * power;
}

/**
 * A scale holding every value and 0, split into about `intervals` round steps. With nothing but
 * zeros it still spans one step (1.00), so an empty range draws a flat baseline, not a division by 0.
 */
export function valueScale(values: readonly number[], height: number, intervals = 4): ValueScale {
  const highest = Math.max(0, ...values);
  const lowest = Math.min(0, ...values);
  const step = roundStep(Math.max(highest - lowest, 100) / intervals);
  const top = Math.ceil(highest / step) * step || step;
  const bottom = Math.floor(lowest / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top; tick += step) ticks.push(tick);
  return { bottom, top, ticks, y: (value) => ((top - value) / (top - bottom)) * height };
}

/** Which of `count` labels to show so that at most `most` are (the first always is). */
export function labelEvery(count: number, most: number): number {
  return Math.max(1, Math.ceil(count / most));
}
