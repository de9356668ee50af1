import { describe, expect, it } from 'vitest';
import { floatsFrom } from '../fair/floats.js';
import { minesGame } from '../games/mines/mines-game.js';
import {
  cashOutWin,
  exactMinesRtp,
  minePositions,
  multiplierUnits,
  survivalProbability,
  tileCount,
} from '../games/mines/mines-math.js';

describe('the mines table', () => {
  it('pays (1 - edge) / P(survive), in ten-thousandths rounded down', () => {
    expect(multiplierUnits(1, 1)).toBe(10_104); // 0.97 * 25/24
    expect(multiplierUnits(24, 1)).toBe(242_500); // 0.97 * 25
    expect(multiplierUnits(3, 2)).toBe(12_597); // 0.97 * (25*24)/(22*21) = 1.25974...
    expect(multiplierUnits(12, 13)).toBe(10_000 * 10_000); // capped at 10,000x
    expect(cashOutWin(1_000, 1, 1)).toBe(1_010);
    expect(cashOutWin(10, 1, 1)).toBe(10);
  });

  it('returns 97% to every strategy below the cap, within the rounding of the table', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let revealed = 1; revealed <= tileCount - mines; revealed += 1) {
        if (multiplierUnits(mines, revealed) >= 10_000 * 10_000) continue;
        const rtp = exactMinesRtp(mines, revealed);
        expect(rtp).toBeLessThanOrEqual(0.97 + 1e-12);
        expect(rtp).toBeGreaterThan(0.97 - 0.0001);
      }
    }
    expect(survivalProbability(5, 20)).toBeCloseTo(1 / 53_130, 15);
  });

  it('places the mines by a forward Fisher-Yates driven by the floats', () => {
    // floor(0 * 25) = 0 keeps tile 0; floor(0.99 * 24) = 23 swaps tile 1 with tile 24.
    expect(minePositions(2, floatsFrom([0, 0.99]))).toEqual([0, 24]);
    const positions = minePositions(24, floatsFrom(Array(24).fill(0.5)));
    expect(new Set(positions).size).toBe(24);
  });

  it('declares its modes with their exact return', () => {
    expect(minesGame.modes.map((mode) => mode.params.mines)).toEqual([1, 3, 5, 10, 24]);
    for (const mode of minesGame.modes) expect(minesGame.exactRtp(mode)).toBeCloseTo(0.97, 3);
  });
});
