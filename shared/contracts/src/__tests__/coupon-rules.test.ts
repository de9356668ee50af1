import { describe, expect, it } from 'vitest';
import { couponBonus, couponExpiry, couponProblem, depositCouponTerms } from '../coupon-rules';

describe('the deposit coupons of the prop catalogue', () => {
  it('reads a general coupon percentage from its id: 1001 is 1 %, 1099 is 99 %, from 100.00, up to 5,000.00 counted', () => {
    expect(depositCouponTerms(1001)).toEqual({
      kind: 'generalCoupon',
      percent: 1,
      amount: null,
      minDeposit: 10_000,
      maxBonus: 5_000,
      wageringMultiple: 3,
    });
    expect(depositCouponTerms(1010)).toMatchObject({ percent: 10, maxBonus: 50_000 });
    expect(depositCouponTerms(1099)).toMatchObject({ percent: 99, maxBonus: 495_000 });
  });

  it('gives a fixed coupon a higher minimum (500.00) and counts up to 50,000.00 of the deposit', () => {
    expect(depositCouponTerms(1225)).toEqual({
      kind: 'fixedCoupon',
      percent: 25,
      amount: null,
      minDeposit: 50_000,
      maxBonus: 1_250_000,
      wageringMultiple: 3,
    });
  });

  it('reads a give coupon coin from its id in steps of 10.00, on a deposit of ten times that', () => {
    expect(depositCouponTerms(1301)).toEqual({
      kind: 'giveCoupon',
      percent: null,
      amount: 1_000,
      minDeposit: 10_000,
      maxBonus: 1_000,
      wageringMultiple: 3,
    });
    expect(depositCouponTerms(1399)).toMatchObject({ amount: 99_000, minDeposit: 990_000 });
  });

  it.each([1000, 1100, 1200, 1300, 1400, 2001, 2002, 100_001, 110_001])(
    'knows prop %i is no deposit coupon',
    (propId) => {
      expect(depositCouponTerms(propId)).toBeNull();
    },
  );

  it('pays a percentage of the deposit, floored to the hundredth and capped, and nothing below the minimum', () => {
    const tenPercent = depositCouponTerms(1010);
    if (!tenPercent) throw new Error('1010 is a coupon');
    expect(couponBonus(tenPercent, 9_999)).toBe(0);
    expect(couponProblem(tenPercent, 9_999)).toBe('belowMinimum');
    expect(couponProblem(tenPercent, 10_000)).toBeNull();
    expect(couponBonus(tenPercent, 10_000)).toBe(1_000);
    expect(couponBonus(tenPercent, 12_345)).toBe(1_234);
    expect(couponBonus(tenPercent, 500_000)).toBe(50_000);
    expect(couponBonus(tenPercent, 10_000_000)).toBe(50_000);
  });

  it('pays a give coupon its coin on any deposit from its minimum', () => {
    const fifty = depositCouponTerms(1305);
    if (!fifty) throw new Error('1305 is a coupon');
    expect(couponBonus(fifty, 49_999)).toBe(0);
    expect(couponBonus(fifty, 50_000)).toBe(5_000);
    expect(couponBonus(fifty, 5_000_000)).toBe(5_000);
  });

  it('lets a coupon without an expiry of its own last a week', () => {
    expect(couponExpiry(new Date('2026-11-28T12:00:00Z')).toISOString()).toBe('2026-12-05T12:00:00.000Z');
    expect(couponExpiry(new Date('2026-11-28T12:00:00Z'), 1).toISOString()).toBe('2026-11-29T12:00:00.000Z');
  });
});
