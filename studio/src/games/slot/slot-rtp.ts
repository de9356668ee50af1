import {
  evaluateLine,
  freeSpinAwards,
  freeSpinMultiplier,
  reelStrips,
  rowCount,
  type SlotSymbol,
  scatterPays,
  symbols,
} from './slot-math.js';

/**
 * The slot's exact return, from the reel strips alone, without simulation. Each reel stops
 * uniformly, so the symbol a payline crosses on a reel is that strip's symbol at a uniform
 * position, independently per reel: a line's expected pay is a sum over the 10^5 symbol tuples,
 * the same for every line. Scatters: each reel's distribution of visible scatters, convolved.
 * Free spins: a spin awards `t` free spins on average and pays `v`; one free spin's future is
 * itself plus its own `t` awards, so a trigger's spins total `awarded / (1 - t)`. The caps
 * (`maxWinMultiplier`, `maxFreeSpins`) are left out: they can only lower the return, and bind so
 * rarely that `npm run bench:rtp`, which plays them, agrees with this within its standard error.
 */
export interface SlotMath {
  /** Expected pay of a spin, in total bets, without free spins. */
  baseReturn: number;
  /** Expected free spins awarded per spin. */
  freeSpinsPerSpin: number;
  /** Probability that a spin triggers free spins. */
  triggerProbability: number;
  rtp: number;
}

export function exactSlotMath(strips: readonly (readonly SlotSymbol[])[] = reelStrips): SlotMath {
  const probabilities = strips.map((strip) =>
    symbols.map((symbol) => strip.filter((on) => on === symbol).length / strip.length),
  );
  let lineReturn = 0;
  const tuple: SlotSymbol[] = [];
  const walk = (reel: number, probability: number) => {
    if (probability === 0) return;
    if (reel === strips.length) {
      lineReturn += probability * (evaluateLine(tuple)?.pays ?? 0);
      return;
    }
    symbols.forEach((symbol, index) => {
      tuple[reel] = symbol;
      walk(reel + 1, probability * (probabilities[reel]?.[index] ?? 0));
    });
  };
  walk(0, 1);

  let scatterCounts = [1];
  for (const strip of strips) {
    const reelDistribution = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let visible = 0;
      for (let row = 0; row < rowCount; row += 1)
        if (strip[(stop + row) % strip.length] === 'S') visible += 1;
      reelDistribution[visible] = (reelDistribution[visible] ?? 0) + 1 / strip.length;
    }
    const convolved = new Array<number>(scatterCounts.length + rowCount).fill(0);
    scatterCounts.forEach((p, have) => {
      reelDistribution.forEach((q, add) => {
        convolved[have + add] = (convolved[have + add] ?? 0) + p * q;
      });
    });
    scatterCounts = convolved;
  }
  let scatterReturn = 0;
  let freeSpinsPerSpin = 0;
  let triggerProbability = 0;
  scatterCounts.forEach((p, count) => {
    if (count < 3) return;
    const index = Math.min(count, 5) - 3;
    scatterReturn += p * (scatterPays[index] ?? 0);
    freeSpinsPerSpin += p * (freeSpinAwards[index] ?? 0);
    triggerProbability += p;
  });

  // A line's pay in line bets over 20 lines, each a twentieth of the total bet, is that many total bets.
  const baseReturn = lineReturn + scatterReturn;
  const freeSpinsPerTrigger = freeSpinsPerSpin / (1 - freeSpinsPerSpin);
  return {
    baseReturn,
    freeSpinsPerSpin,
    triggerProbability,
    rtp: baseReturn + freeSpinsPerTrigger * freeSpinMultiplier * baseReturn,
  };
}
