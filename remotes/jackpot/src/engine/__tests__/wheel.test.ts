import { describe, expect, it } from 'vitest';
import { jackpotTiers, sectorAt, tierOfProp, wheelSpec, wheelSpin } from '../wheel';

describe('the jackpot wheel', () => {
  it('has four sectors of 90 degrees and turns 1800 degrees plus what brings the won tier under the pointer', () => {
    expect(jackpotTiers.length * wheelSpec.sectorDegrees).toBe(360);
    expect(wheelSpin('mega', 0).degrees).toBe(1_800);
    expect(wheelSpin('major', 0).degrees).toBe(1_800 + 270);
    expect(wheelSpin('minor', 0).degrees).toBe(1_800 + 180);
    expect(wheelSpin('mini', 0).degrees).toBe(1_800 + 90);
    for (const tier of jackpotTiers) expect(sectorAt(wheelSpin(tier, 0.5).degrees)).toBe(tier);
  });

  it('spins 4 to 6 s', () => {
    expect(wheelSpin('mega', 0).durationMs).toBe(4_000);
    expect(wheelSpin('mega', 0.5).durationMs).toBe(5_000);
    expect(wheelSpin('mega', 0.999_999).durationMs).toBe(6_000);
    expect(wheelSpec.closeAfterMs).toBe(2_000);
  });

  it('under reduced motion turns faster to the same sector', () => {
    const reduced = wheelSpin('minor', 0.7, true);
    expect(reduced.durationMs).toBeLessThan(wheelSpec.minDurationMs);
    expect(reduced.degrees).toBe(wheelSpin('minor', 0.7).degrees);
  });

  it('knows the tier of each jackpot prop (spec 3: 50001 mega to 50004 mini)', () => {
    expect([50001, 50002, 50003, 50004].map(tierOfProp)).toEqual(['mega', 'major', 'minor', 'mini']);
    expect(tierOfProp(50000)).toBe('mini');
    expect(tierOfProp(2001)).toBeUndefined();
  });
});
