import { describe, expect, it } from 'vitest';
import { bigWinMultiples, bigWinTier } from '../games/big-win.js';

describe('bigWinTier', () => {
  it('celebrates a win from ten times its stake in every game, not below', () => {
    for (const game of Object.keys(bigWinMultiples) as (keyof typeof bigWinMultiples)[]) {
      expect(bigWinTier(game, 2_000, 19_999)).toBeNull();
      expect(bigWinTier(game, 2_000, 20_000)).toBe('big');
    }
  });

  it('makes it a mega win from fifty times the stake', () => {
    expect(bigWinTier('slot', 200, 9_999)).toBe('big');
    expect(bigWinTier('slot', 200, 10_000)).toBe('mega');
    expect(bigWinTier('crash', 1_000, 100_000)).toBe('mega');
  });

  it('never celebrates a loss or a round without a stake', () => {
    expect(bigWinTier('mines', 500, 0)).toBeNull();
    expect(bigWinTier('slot', 0, 0)).toBeNull();
    expect(bigWinTier('slot', 0, 100)).toBeNull();
  });
});
