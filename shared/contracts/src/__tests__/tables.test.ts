import { describe, expect, it } from 'vitest';
import { activityTypeIds, propIdRanges, propKindOf } from '../tables';

describe('propKindOf', () => {
  it.each([
    [1001, 'generalCoupon'],
    [1099, 'generalCoupon'],
    [1201, 'fixedCoupon'],
    [1299, 'fixedCoupon'],
    [1301, 'giveCoupon'],
    [1399, 'giveCoupon'],
    [2001, 'coin'],
    [2002, 'points'],
    [4001, 'liveness'],
    [50000, 'jackpotCount'],
    [50001, 'jackpotMega'],
    [50002, 'jackpotMajor'],
    [50003, 'jackpotMinor'],
    [50004, 'jackpotMini'],
    [60001, 'diamond'],
    [100001, 'diamondCoupon'],
    [100005, 'diamondCoupon'],
    [110001, 'lotteryCoupon'],
    [110005, 'lotteryCoupon'],
  ])('maps prop id %i to %s', (propId, kind) => {
    expect(propKindOf(propId)).toBe(kind);
  });

  it.each([
    0, 1000, 1100, 1200, 1300, 1400, 2000, 2003, 4000, 49999, 50005, 60002, 100000, 100006, 110000, 110006,
  ])('knows no kind for prop id %i, which lies outside every range', (propId) => {
    expect(propKindOf(propId)).toBeUndefined();
  });

  it('has ranges that never overlap, so every id has at most one kind', () => {
    const ranges = Object.values(propIdRanges).toSorted((a, b) => a.min - b.min);
    for (const [index, range] of ranges.entries()) {
      expect(range.min).toBeLessThanOrEqual(range.max);
      const next = ranges[index + 1];
      if (next) expect(range.max).toBeLessThan(next.min);
    }
  });
});

describe('activityTypeIds', () => {
  it('gives every activity type a distinct id', () => {
    const ids = Object.values(activityTypeIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(39);
  });
});
