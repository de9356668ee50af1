import { type NextFloat, pick } from '../../fair/floats.js';

/**
 * Mines of Luzon: 25 tiles, the player chooses 1 to 24 mines. Pure: the server and the verify page
 * share it. Multipliers are exact integers of ten-thousandths, so the table is the same everywhere.
 */
export const tileCount = 25;
export const minMines = 1;
export const maxMines = 24;
/** The house edge: every cash-out pays (1 - edge) / P(surviving the tiles revealed). */
export const houseEdge = 0.03;
/** A multiplier stops growing here (in stakes): the deepest boards would otherwise pay millions. */
export const maxMultiplier = 10_000;
export const multiplierScale = 10_000;

/**
 * Mine positions from the round's floats: a Fisher-Yates shuffle of tiles 0..24 run forwards for
 * as many steps as there are mines (step i swaps tile i with tile `i + floor(float * (25 - i))`);
 * the first `mines` tiles of the shuffled order are the mines. Fixed when the bet is taken.
 */
export function minePositions(mines: number, next: NextFloat): number[] {
  const order: number[] = [];
  for (let tile = 0; tile < tileCount; tile += 1) order.push(tile);
  for (let step = 0; step < mines; step += 1) {
    const swapWith = step + pick(next, tileCount - step);
    const here = order[step] as number;
    order[step] = order[swapWith] as number;
    order[swapWith] = here;
  }
  return order.slice(0, mines).sort((a, b) => a - b);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * The cash-out multiplier after `revealed` safe tiles, in ten-thousandths, rounded down:
 * (1 - edge) * C(25, k) / C(25 - mines, k), capped at `maxMultiplier`. Integer arithmetic: the
 * largest numerator, 9700 * C(25, 12), is far below 2^53.
 */
export function multiplierUnits(mines: number, revealed: number): number {
  if (revealed === 0) return 0;
  const numerator = Math.round((1 - houseEdge) * multiplierScale) * binomial(tileCount, revealed);
  const units = Math.floor(numerator / binomial(tileCount - mines, revealed));
  return Math.min(units, maxMultiplier * multiplierScale);
}

/** The chance that `revealed` chosen tiles are all safe. */
export function survivalProbability(mines: number, revealed: number): number {
  return binomial(tileCount - mines, revealed) / binomial(tileCount, revealed);
}

/** A win in hundredths: the stake times the multiplier, rounded down to the hundredth. */
export function cashOutWin(stake: number, mines: number, revealed: number): number {
  return Math.floor((stake * multiplierUnits(mines, revealed)) / multiplierScale);
}

/** The benchmark's strategy per mine count: reveal this many tiles (0, 1, 2, ... in order), then cash out. */
export const benchStrategy: Record<number, number> = { 1: 12, 3: 5, 5: 3, 10: 2, 24: 1 };

/** The exact return of revealing `revealed` tiles, then cashing out. */
export function exactMinesRtp(mines: number, revealed: number): number {
  return (survivalProbability(mines, revealed) * multiplierUnits(mines, revealed)) / multiplierScale;
}
