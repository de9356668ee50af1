import { jackpotGridLoopOrder } from '@casino/contracts';

/** The highlight's timing (spec 9 "Jackpot grid"). */
export interface GridSpinTiming {
  /** The first steps' length. */
  startStepMs: number;
  /** How much each step after the initial run is longer than the one before. */
  stepIncrementMs: number;
  /** How long the highlight runs at the starting step before it slows down. */
  initialRunMs: number;
  /** The highlight may stop on the winning cell once a step has lasted longer than this. */
  stopAboveStepMs: number;
}

export const gridSpinTiming: GridSpinTiming = {
  startStepMs: 80,
  stepIncrementMs: 20,
  initialRunMs: 3_000,
  stopAboveStepMs: 300,
};

/** Under reduced motion the highlight does not run round: it moves once, to the winning cell. */
export const reducedMotionLandMs = 150;

export interface GridSpinOptions {
  /** The cell the highlight rests on (a grid index, 0 to 9), where it starts from. */
  from: number;
  /** The highlight moved to this grid cell. */
  onStep: (cell: number) => void;
  /** The highlight stopped on the winning cell. */
  onStop: (cell: number) => void;
  reducedMotion?: boolean;
  timing?: GridSpinTiming;
  /** The clock (ms); tests drive it with fake timers. */
  now?: () => number;
}

export interface GridSpin {
  /** The draw answered: the highlight slows down (after the initial run) and stops on `cell`. */
  land: (cell: number) => void;
  /** Stops where it is (the draw failed), without `onStop`. */
  cancel: () => void;
}

const loopLength = jackpotGridLoopOrder.length;

/**
 * Runs the highlight round the ten cells in the loop order 0,1,2,3,5,9,8,7,6,4 (spec 9): one cell
 * a step, steps of 80 ms; once 3 s have passed and the winning cell is known, each step is 20 ms
 * longer than the one before, and the first time the highlight reaches the winning cell after a
 * step longer than 300 ms it stops there. The winning cell is the server's: the run only decides
 * how the highlight gets there.
 */
export function startGridSpin({
  from,
  onStep,
  onStop,
  reducedMotion = false,
  timing = gridSpinTiming,
  now = () => Date.now(),
}: GridSpinOptions): GridSpin {
  const startedAt = now();
  const startPosition = jackpotGridLoopOrder.indexOf(from as (typeof jackpotGridLoopOrder)[number]);
  let position = Math.max(startPosition, 0);
  let target: number | null = null;
  let step = timing.startStepMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = true;

  const tick = () => {
    if (!running) return;
    const lastStep = step;
    position = (position + 1) % loopLength;
    const cell = jackpotGridLoopOrder[position] as number;
    onStep(cell);
    if (target !== null && lastStep > timing.stopAboveStepMs && cell === target) {
      running = false;
      onStop(cell);
      return;
    }
    if (target !== null && now() - startedAt >= timing.initialRunMs) step += timing.stepIncrementMs;
    timer = setTimeout(tick, step);
  };

  if (!reducedMotion) timer = setTimeout(tick, step);

  return {
    land(cell) {
      if (!running || target !== null) return;
      target = cell;
      if (!reducedMotion) return;
      timer = setTimeout(() => {
        if (!running) return;
        running = false;
        onStep(cell);
        onStop(cell);
      }, reducedMotionLandMs);
    },
    cancel() {
      running = false;
      clearTimeout(timer);
    },
  };
}
