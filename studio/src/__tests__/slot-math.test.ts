import { describe, expect, it } from 'vitest';
import { floatsFrom } from '../fair/floats.js';
import { slotGame } from '../games/slot/slot-game.js';
import {
  evaluateLine,
  freeSpinMultiplier,
  lineCount,
  linePays,
  paylines,
  playSlotRound,
  reelStrips,
  type SlotSymbol,
  stripOf,
} from '../games/slot/slot-math.js';
import { exactSlotMath } from '../games/slot/slot-rtp.js';

/** Floats that stop reel r at position stops[r]. */
const stopsAt = (stops: number[]) =>
  stops.map((stop, reel) => (stop + 0.5) / (reelStrips[reel]?.length ?? 1));

describe('the slot paytable', () => {
  it('has 20 distinct lines over 5 reels and 3 rows', () => {
    expect(paylines).toHaveLength(20);
    expect(new Set(paylines.map((line) => line.join())).size).toBe(20);
  });

  it('pays left to right, the wild standing in, the better of wilds alone or the symbol', () => {
    expect(evaluateLine(['P', 'P', 'P', 'J', 'J'])).toEqual({ symbol: 'P', count: 3, pays: linePays.P[0] });
    expect(evaluateLine(['W', 'P', 'W', 'P', 'K'])).toEqual({ symbol: 'P', count: 4, pays: linePays.P[1] });
    expect(evaluateLine(['W', 'W', 'W', 'J', 'K'])).toEqual({ symbol: 'W', count: 3, pays: linePays.W[0] });
    expect(evaluateLine(['W', 'W', 'W', 'W', 'W'])).toEqual({ symbol: 'W', count: 5, pays: linePays.W[2] });
    expect(evaluateLine(['J', 'J', 'S', 'J', 'J'])).toBeNull();
    expect(evaluateLine(['K', 'J', 'J', 'J', 'J'])).toBeNull();
  });

  it('shows at most one scatter per reel', () => {
    for (const strip of reelStrips) {
      for (let stop = 0; stop < strip.length; stop += 1) {
        const window = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
        expect(window.filter((symbol) => symbol === 'S').length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('plays free spins inside the triggering round at the multiplier', () => {
    // Find stops that show a scatter on reels 1-3: the top row at a scatter's position.
    const scatterStops = reelStrips.map((strip) => strip.indexOf('S'));
    const round = playSlotRound(floatsFrom([...stopsAt(scatterStops), ...Array(5 * 200).fill(0.001)]));
    expect(round.base.scatters).toBe(5);
    expect(round.base.freeSpinsAwarded).toBe(15);
    expect(round.freeSpins).toHaveLength(15);
    const freeTotal = round.freeSpins.reduce((sum, spin) => sum + spin.pays, 0);
    expect(round.pays).toBe(round.base.pays + freeTotal * freeSpinMultiplier);
  });
});

describe('the slot return', () => {
  it('is computed exactly from the strips and matches the declared RTP within 0.01 pp', () => {
    const math = exactSlotMath();
    expect(Math.abs(math.rtp - slotGame.rtp)).toBeLessThan(0.0001);
    expect(math.freeSpinsPerSpin).toBeLessThan(1);
  });

  it('agrees with a full enumeration of every stop combination on small strips', () => {
    // Strips of 6 give 6^5 = 7,776 combinations: small enough to play every one through `spin`.
    const small: SlotSymbol[][] = [
      stripOf({ W: 1, S: 1, P: 1, M: 0, R: 0, C: 0, A: 1, K: 1, Q: 1, J: 0 }),
      stripOf({ W: 1, S: 1, P: 1, M: 0, R: 0, C: 0, A: 1, K: 0, Q: 1, J: 1 }),
      stripOf({ W: 0, S: 1, P: 2, M: 0, R: 0, C: 0, A: 1, K: 1, Q: 1, J: 0 }),
      stripOf({ W: 1, S: 1, P: 1, M: 0, R: 0, C: 0, A: 1, K: 1, Q: 0, J: 1 }),
      stripOf({ W: 1, S: 1, P: 1, M: 0, R: 0, C: 0, A: 0, K: 1, Q: 1, J: 1 }),
    ];
    const exact = exactSlotMath(small);
    let linePaid = 0;
    let scatterPaid = 0;
    let awards = 0;
    const lengths = small.map((strip) => strip.length);
    const total = lengths.reduce((product, length) => product * length, 1);
    for (let index = 0; index < total; index += 1) {
      let rest = index;
      const windows = small.map((strip, reel) => {
        const stop = rest % (lengths[reel] ?? 1);
        rest = Math.floor(rest / (lengths[reel] ?? 1));
        return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as SlotSymbol);
      });
      for (const line of paylines) {
        linePaid += evaluateLine(line.map((row, reel) => windows[reel]?.[row] as SlotSymbol))?.pays ?? 0;
      }
      const scatters = windows.flat().filter((symbol) => symbol === 'S').length;
      if (scatters >= 3) {
        scatterPaid += [2, 10, 50][Math.min(scatters, 5) - 3] ?? 0;
        awards += [10, 12, 15][Math.min(scatters, 5) - 3] ?? 0;
      }
    }
    expect(exact.freeSpinsPerSpin).toBeCloseTo(awards / total, 12);
    // Line pays are in line bets (a twentieth of the total bet), scatter pays in total bets.
    expect(exact.baseReturn).toBeCloseTo(linePaid / lineCount / total + scatterPaid / total, 12);
  });
});
