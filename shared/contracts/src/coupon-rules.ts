// The deposit coupons of the prop catalogue (spec 3 "Prop id ranges"; our design, ADR 0037): what
// each coupon pays on a deposit, as plain functions, so the API enforces and the wallet remote
// previews the same rule. No zod, no I/O.
import { type PropKind, propIdRanges, propKindOf } from './tables';

/** The prop kinds the deposit page takes: general, fixed and give coupons. */
export const depositCouponKinds = ['generalCoupon', 'fixedCoupon', 'giveCoupon'] as const;
export type DepositCouponKind = (typeof depositCouponKinds)[number];

/** Deposit coupons pay a bonus that must be staked this many times before a withdrawal. */
export const couponWageringMultiple = 3;

/** A coupon granted without an expiry of its own expires this many days after its grant. */
export const couponValidityDays = 7;

const dayMs = 24 * 60 * 60 * 1000;

/** When a coupon granted at `grantedAt` expires unless its grant says otherwise. */
export function couponExpiry(grantedAt: Date, days: number = couponValidityDays): Date {
  return new Date(grantedAt.getTime() + days * dayMs);
}

/**
 * What a percentage coupon pays is its percentage of the deposit, counted up to this much of the
 * deposit (hundredths): a 10 % general coupon pays at most 500.00, a 10 % fixed one 5,000.00.
 */
const percentBase = { generalCoupon: 500_000, fixedCoupon: 5_000_000 } as const;

/** The smallest deposit a percentage coupon applies to (hundredths). */
const percentMinimum = { generalCoupon: 10_000, fixedCoupon: 50_000 } as const;

/** A give coupon's coin is one tenth of the smallest deposit it applies to. */
const giveMinimumFactor = 10;

/** A give coupon pays this much coin per step of its id within 1301-1399 (10.00). */
const giveStep = 1_000;

/** What one deposit coupon pays, read from its prop id (the catalogue in api/README.md). */
export interface DepositCouponTerms {
  kind: DepositCouponKind;
  /** Percentage coupons: the percentage of the deposit paid (1 to 99); null for a give coupon. */
  percent: number | null;
  /** Give coupons: the coin paid, in hundredths; null for a percentage coupon. */
  amount: number | null;
  /** The smallest deposit the coupon applies to, in hundredths. */
  minDeposit: number;
  /** The most the coupon pays, in hundredths. */
  maxBonus: number;
  /** How many times the bonus must be staked before a withdrawal. */
  wageringMultiple: number;
}

const isDepositCouponKind = (kind: PropKind | undefined): kind is DepositCouponKind =>
  depositCouponKinds.includes(kind as DepositCouponKind);

/**
 * The terms of a deposit coupon, from its prop id within its range; null for any other prop:
 * - general coupon 1001-1099: `id - 1000` % of the deposit, from 100.00, counted up to 5,000.00;
 * - fixed coupon 1201-1299: `id - 1200` % of the deposit, from 500.00, counted up to 50,000.00;
 * - give coupon 1301-1399: `(id - 1300) x 10.00` coin on a deposit of at least ten times that.
 */
export function depositCouponTerms(propId: number): DepositCouponTerms | null {
  const kind = propKindOf(propId);
  if (!isDepositCouponKind(kind)) return null;
  const step = propId - propIdRanges[kind].min + 1;
  if (kind === 'giveCoupon') {
    const amount = step * giveStep;
    return {
      kind,
      percent: null,
      amount,
      minDeposit: amount * giveMinimumFactor,
      maxBonus: amount,
      wageringMultiple: couponWageringMultiple,
    };
  }
  return {
    kind,
    percent: step,
    amount: null,
    minDeposit: percentMinimum[kind],
    maxBonus: Math.floor((percentBase[kind] * step) / 100),
    wageringMultiple: couponWageringMultiple,
  };
}

/** Why a coupon does not apply to a deposit of `amount` hundredths, or null when it does. */
export function couponProblem(
  terms: Pick<DepositCouponTerms, 'minDeposit'>,
  amount: number,
): 'belowMinimum' | null {
  return amount < terms.minDeposit ? 'belowMinimum' : null;
}

/** What a coupon pays on a deposit of `amount` hundredths, floored; 0 when it does not apply. */
export function couponBonus(terms: Omit<DepositCouponTerms, 'kind' | 'wageringMultiple'>, amount: number) {
  if (couponProblem(terms, amount) !== null) return 0;
  const paid = terms.percent === null ? (terms.amount ?? 0) : Math.floor((amount * terms.percent) / 100);
  return Math.min(paid, terms.maxBonus);
}
