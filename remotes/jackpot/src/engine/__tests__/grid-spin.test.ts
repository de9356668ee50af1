import { jackpotGridLoopOrder } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gridSpinTiming, reducedMotionLandMs, startGridSpin } from '../grid-spin';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

/** Runs a spin on the fake clock and records each step with its time. */
function recordSpin(options: { from?: number; landAtMs?: number; target: number; reducedMotion?: boolean }) {
  const steps: { cell: number; at: number }[] = [];
  const stops: { cell: number; at: number }[] = [];
  const spin = startGridSpin({
    from: options.from ?? 0,
    reducedMotion: options.reducedMotion ?? false,
    onStep: (cell) => steps.push({ cell, at: Date.now() }),
    onStop: (cell) => stops.push({ cell, at: Date.now() }),
  });
  if (options.landAtMs === undefined) spin.land(options.target);
  else setTimeout(() => spin.land(options.target), options.landAtMs);
  vi.advanceTimersByTime(60_000);
  const gaps = steps.map((step, index) => step.at - (index === 0 ? 0 : (steps[index - 1]?.at ?? 0)));
  return { steps, stops, gaps, spin };
}

describe('the grid highlight', () => {
  it('runs round the cells in the loop order 0,1,2,3,5,9,8,7,6,4 from where it rests', () => {
    const { steps } = recordSpin({ target: 4 });
    expect(steps.slice(0, 10).map((step) => step.cell)).toEqual([1, 2, 3, 5, 9, 8, 7, 6, 4, 0]);
    expect(steps.slice(10, 20).map((step) => step.cell)).toEqual([1, 2, 3, 5, 9, 8, 7, 6, 4, 0]);
    expect(
      recordSpin({ from: 9, target: 4 })
        .steps.slice(0, 4)
        .map((step) => step.cell),
    ).toEqual([8, 7, 6, 4]);
    expect([...jackpotGridLoopOrder]).toEqual([0, 1, 2, 3, 5, 9, 8, 7, 6, 4]);
  });

  it('steps every 80 ms for the first 3 s, then each step 20 ms longer than the one before', () => {
    const { steps, gaps } = recordSpin({ target: 7 });
    const firstRun = steps.filter((step) => step.at <= gridSpinTiming.initialRunMs);
    expect(firstRun.length).toBe(Math.floor(3_000 / 80));
    expect(gaps.slice(0, firstRun.length + 1).every((gap) => gap === 80)).toBe(true);
    const slowing = gaps.slice(firstRun.length + 1);
    expect(slowing[0]).toBe(100);
    for (let index = 1; index < slowing.length; index += 1) {
      expect(slowing[index]).toBe((slowing[index - 1] ?? 0) + 20);
    }
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])(
    'stops on winning cell %i the first time it reaches it after a step longer than 300 ms',
    (target) => {
      const { steps, stops, gaps } = recordSpin({ target });
      expect(stops).toEqual([{ cell: target, at: steps.at(-1)?.at }]);
      expect(steps.at(-1)?.cell).toBe(target);
      expect(gaps.at(-1)).toBeGreaterThan(300);
      // Never on the winning cell after a step over 300 ms before the last one.
      const earlierLongStepsOnTarget = steps
        .slice(0, -1)
        .filter((step, index) => step.cell === target && (gaps[index] ?? 0) > 300);
      expect(earlierLongStepsOnTarget).toEqual([]);
      // It did pass steps longer than 300 ms only on other cells: at most one lap of them.
      expect(gaps.filter((gap) => gap > 300).length).toBeLessThanOrEqual(jackpotGridLoopOrder.length);
    },
  );

  it('keeps the fast run going until the draw answers, then slows down and stops on its cell', () => {
    const { steps, stops, gaps } = recordSpin({ target: 5, landAtMs: 4_500 });
    expect(steps.filter((step) => step.at <= 4_500).every((_step, index) => gaps[index] === 80)).toBe(true);
    expect(stops.map((stop) => stop.cell)).toEqual([5]);
    expect(gaps.at(-1)).toBeGreaterThan(300);
  });

  it('stops where it is, without landing, when cancelled (the draw failed)', () => {
    const steps: number[] = [];
    const onStop = vi.fn();
    const spin = startGridSpin({ from: 0, onStep: (cell) => steps.push(cell), onStop });
    vi.advanceTimersByTime(400);
    spin.cancel();
    const seen = steps.length;
    vi.advanceTimersByTime(10_000);
    expect(seen).toBe(5);
    expect(steps.length).toBe(seen);
    expect(onStop).not.toHaveBeenCalled();
  });

  it('under reduced motion moves once, straight to the same winning cell', () => {
    const { steps, stops } = recordSpin({ target: 6, reducedMotion: true });
    expect(steps).toEqual([{ cell: 6, at: reducedMotionLandMs }]);
    expect(stops).toEqual([{ cell: 6, at: reducedMotionLandMs }]);
  });
});
