import { type NextFloat, pick } from '../../fair/floats.js';

/**
 * Sampaguita Fortune: 5 reels x 3 rows, 20 fixed paylines, left to right. Pure: the server plays
 * with it and the verify page recomputes with it. Amounts here are in line bets; the round turns
 * them into hundredths (`betPerLine` times these), so every payout is a whole number of hundredths.
 */

export const symbols = ['W', 'S', 'P', 'M', 'R', 'C', 'A', 'K', 'Q', 'J'] as const;
export type SlotSymbol = (typeof symbols)[number];

/** W wild (the sampaguita), S scatter (the sun), then parol, mango, pearl, carabao, A K Q J. */
export const symbolNames: Record<SlotSymbol, string> = {
  W: 'Sampaguita (wild)',
  S: 'Golden sun (scatter)',
  P: 'Parol lantern',
  M: 'Mango',
  R: 'Pearl',
  C: 'Carabao',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
};

export const rowCount = 3;
export const lineCount = 20;

/** Each line is the row it crosses on reels 1 to 5 (0 top, 1 middle, 2 bottom). */
export const paylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/** Line pays for 3, 4 and 5 of a kind, in line bets. The wild substitutes for all but the scatter. */
export const linePays: Record<Exclude<SlotSymbol, 'S'>, readonly [number, number, number]> = {
  W: [50, 250, 1000],
  P: [30, 100, 500],
  M: [20, 60, 250],
  R: [15, 40, 150],
  C: [10, 30, 100],
  A: [5, 15, 60],
  K: [5, 12, 50],
  Q: [4, 10, 40],
  J: [3, 8, 30],
};

/** Scatters anywhere: pay in total bets, and free spins awarded, for 3, 4 and 5 of them. */
export const scatterPays = [2, 10, 50] as const;
export const freeSpinAwards = [10, 12, 15] as const;
/** Every win during free spins is multiplied by this. */
export const freeSpinMultiplier = 3;
/** A round's win stops growing here (in total bets); the free spins left are not played. */
export const maxWinMultiplier = 5_000;
/** Free spins in one round at most (retriggers add to the count up to this). */
const maxFreeSpins = 150;

/**
 * The reel strips, built from how many of each symbol a reel carries: `stripOf` spreads them so
 * the scatters on a reel are far apart (at most one is ever visible per reel).
 */
const reelCounts: readonly Record<SlotSymbol, number>[] = [
  { W: 3, S: 1, P: 3, M: 4, R: 4, C: 4, A: 5, K: 5, Q: 6, J: 6 },
  { W: 3, S: 2, P: 3, M: 4, R: 4, C: 5, A: 5, K: 5, Q: 6, J: 6 },
  { W: 3, S: 2, P: 3, M: 4, R: 4, C: 5, A: 5, K: 5, Q: 6, J: 7 },
  { W: 3, S: 2, P: 3, M: 4, R: 4, C: 5, A: 5, K: 5, Q: 6, J: 6 },
  { W: 3, S: 1, P: 3, M: 4, R: 4, C: 4, A: 5, K: 5, Q: 6, J: 6 },
];

/**
 * A strip from symbol counts: symbols in order of frequency, dealt round-robin into as many piles
 * as the most frequent symbol has copies, piles concatenated. Deterministic, so the strips are data.
 */
export function stripOf(counts: Record<SlotSymbol, number>): SlotSymbol[] {
  const ordered = [...symbols].sort(
    (a, b) => counts[b] - counts[a] || symbols.indexOf(a) - symbols.indexOf(b),
  );
  const pileCount = Math.max(...ordered.map((symbol) => counts[symbol]));
  const piles: SlotSymbol[][] = Array.from({ length: pileCount }, () => []);
  let pile = 0;
  for (const symbol of ordered) {
    for (let copy = 0; copy < counts[symbol]; copy += 1) {
      piles[pile % pileCount]?.push(symbol);
      pile += Math.max(1, Math.floor(pileCount / counts[symbol]));
    }
  }
  return piles.flat();
}

export const reelStrips: readonly (readonly SlotSymbol[])[] = reelCounts.map(stripOf);

export interface LineWin {
  line: number;
  symbol: Exclude<SlotSymbol, 'S'>;
  count: number;
  /** In line bets. */
  pays: number;
}

/** The best pay of one line: the wilds alone, or the first other symbol with the wilds standing in. */
export function evaluateLine(lineSymbols: readonly SlotSymbol[]): Omit<LineWin, 'line'> | null {
  let wilds = 0;
  while (wilds < lineSymbols.length && lineSymbols[wilds] === 'W') wilds += 1;
  const wildPay = wilds >= 3 ? (linePays.W[wilds - 3] ?? 0) : 0;
  const first = lineSymbols[wilds];
  let best: Omit<LineWin, 'line'> | null = wildPay > 0 ? { symbol: 'W', count: wilds, pays: wildPay } : null;
  if (first !== undefined && first !== 'S') {
    let count = wilds + 1;
    while (count < lineSymbols.length && (lineSymbols[count] === first || lineSymbols[count] === 'W'))
      count += 1;
    const pays = count >= 3 ? (linePays[first][count - 3] ?? 0) : 0;
    if (pays > (best?.pays ?? 0)) best = { symbol: first, count, pays };
  }
  return best;
}

export interface SpinResult {
  /** The strip position at the top row of each reel. */
  stops: number[];
  /** reels[reel][row]. */
  reels: SlotSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  /** In line bets, before any free-spin multiplier: lines plus scatters (a scatter pay is 20 line bets per total bet). */
  pays: number;
  freeSpinsAwarded: number;
}

/**
 * One spin from 5 floats, one per reel: the stop is `floor(float * strip length)`. Written with
 * plain loops and one reused line buffer: the benchmark plays it tens of millions of times.
 */
function spin(next: NextFloat): SpinResult {
  const stops: number[] = [];
  const reels: SlotSymbol[][] = [];
  let scatters = 0;
  for (const strip of reelStrips) {
    const stop = pick(next, strip.length);
    const column: SlotSymbol[] = [];
    for (let row = 0; row < rowCount; row += 1) {
      const symbol = strip[(stop + row) % strip.length] as SlotSymbol;
      if (symbol === 'S') scatters += 1;
      column.push(symbol);
    }
    stops.push(stop);
    reels.push(column);
  }
  const lineWins: LineWin[] = [];
  let pays = 0;
  const lineSymbols: SlotSymbol[] = [];
  for (let line = 0; line < paylines.length; line += 1) {
    const rows = paylines[line] ?? [];
    for (let reel = 0; reel < rows.length; reel += 1)
      lineSymbols[reel] = reels[reel]?.[rows[reel] ?? 0] as SlotSymbol;
    const win = evaluateLine(lineSymbols);
    if (win) {
      lineWins.push({ line, ...win });
      pays += win.pays;
    }
  }
  const scatterIndex = Math.min(scatters, 5) - 3;
  const scatterPay = scatterIndex >= 0 ? (scatterPays[scatterIndex] ?? 0) * lineCount : 0;
  return {
    stops,
    reels,
    lineWins,
    scatters,
    pays: pays + scatterPay,
    freeSpinsAwarded: scatterIndex >= 0 ? (freeSpinAwards[scatterIndex] ?? 0) : 0,
  };
}

export interface SlotOutcome {
  base: SpinResult;
  freeSpins: SpinResult[];
  /** The round's win in line bets, free-spin multiplier and cap applied. */
  pays: number;
  capped: boolean;
}

/**
 * One round: the paid spin, then its free spins (each `freeSpinMultiplier` x, retriggers add
 * spins), all in this round, so the round is one bet and one win. Floats are used in order, five
 * per spin. The win stops at `maxWinMultiplier` total bets, and the spins left are not played.
 */
export function playSlotRound(next: NextFloat): SlotOutcome {
  const cap = maxWinMultiplier * lineCount;
  const base = spin(next);
  let pays = base.pays;
  let spinsLeft = Math.min(base.freeSpinsAwarded, maxFreeSpins);
  let spinsGiven = spinsLeft;
  const freeSpins: SpinResult[] = [];
  while (spinsLeft > 0 && pays < cap) {
    const free = spin(next);
    freeSpins.push(free);
    pays += free.pays * freeSpinMultiplier;
    spinsLeft -= 1;
    const extra = Math.min(free.freeSpinsAwarded, maxFreeSpins - spinsGiven);
    spinsLeft += extra;
    spinsGiven += extra;
  }
  return { base, freeSpins, pays: Math.min(pays, cap), capped: pays >= cap };
}
