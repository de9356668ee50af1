import {
  couponBonus,
  couponProblem,
  type DepositCoupon,
  depositCouponKinds,
  depositCouponTerms,
  propIdRanges,
} from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { grantReward } from '../rewards/rewards.js';

/**
 * Deposit coupons (ADR 0037): the general, fixed and give coupons of the player's prop lots, what
 * each pays (read from its prop id, `depositCouponTerms`), and their life on a deposit order:
 * reserved when the order is made, paid as a reward grant when the order is paid, given back when
 * it is cancelled. The lot's `remaining` is the one count of what is left: a reservation takes one
 * in the order's transaction with a guarded UPDATE, so two orders can never hold the same coupon.
 */

/** The coupon a deposit order names: a lot, or a prop id (the player's lot of it expiring first). */
export type CouponChoice = { lotId: number } | { propId: number };

/** A coupon held by an order: its lot and prop, and the bonus it pays when the order is paid. */
export interface ReservedCoupon {
  lotId: number;
  propId: number;
  bonus: number;
}

interface LotRow {
  id: number | string;
  prop_id: number;
  remaining: number | string;
  expires_at: Date | null;
}

/** Only deposit coupons' ids: constants of the catalogue, never input. */
const depositCouponIds = depositCouponKinds
  .map((kind) => `prop_id BETWEEN ${propIdRanges[kind].min} AND ${propIdRanges[kind].max}`)
  .join(' OR ');

const unexpired = (lot: LotRow, now: Date) => lot.expires_at === null || lot.expires_at > now;

/** The player's usable deposit coupons: some left, not expired; the soonest to expire first. */
export async function usableCoupons(db: Queryable, userId: number, now: Date): Promise<DepositCoupon[]> {
  const { rows } = await db.query<LotRow>(
    `SELECT id, prop_id, remaining, expires_at FROM prop_lots
      WHERE user_id = $1 AND remaining > 0 AND (expires_at IS NULL OR expires_at > $2)
        AND (${depositCouponIds})
      ORDER BY expires_at NULLS LAST, id`,
    [userId, now.toISOString()],
  );
  return rows.flatMap((lot) => {
    const terms = depositCouponTerms(lot.prop_id);
    if (!terms) return [];
    return [
      {
        lotId: Number(lot.id),
        propId: lot.prop_id,
        ...terms,
        remaining: Number(lot.remaining),
        expiresAt: lot.expires_at?.toISOString() ?? null,
      },
    ];
  });
}

/**
 * Takes one coupon of the chosen lot (or of the player's lots of the chosen prop, expiring first)
 * for a deposit of `amount`, inside the order's transaction; refuses with 1901-1905 and takes
 * nothing when it cannot be used. The UPDATE re-checks what is left under the row's lock, so of
 * concurrent orders naming a lot's last coupon exactly one gets it.
 */
export async function reserveCoupon(
  tx: Queryable,
  userId: number,
  choice: CouponChoice,
  amount: number,
  now: Date,
): Promise<ReservedCoupon> {
  const byProp = 'propId' in choice;
  if (byProp && !depositCouponTerms(choice.propId)) throw notADepositCoupon(choice.propId);
  const { rows: lots } = byProp
    ? await tx.query<LotRow>(
        `SELECT id, prop_id, remaining, expires_at FROM prop_lots
          WHERE user_id = $1 AND prop_id = $2 ORDER BY expires_at NULLS LAST, id`,
        [userId, choice.propId],
      )
    : await tx.query<LotRow>(
        'SELECT id, prop_id, remaining, expires_at FROM prop_lots WHERE id = $1 AND user_id = $2',
        [choice.lotId, userId],
      );
  const first = lots[0];
  if (!first) {
    throw new ApiError(
      errorCodes.unknownCoupon,
      byProp ? `You have no coupon ${choice.propId}` : 'You have no such coupon',
      { field: 'coupon' },
    );
  }
  const terms = depositCouponTerms(first.prop_id);
  if (!terms) throw notADepositCoupon(first.prop_id);
  const live = lots.filter((lot) => unexpired(lot, now));
  if (live.length === 0) {
    const expiresAt = lots.at(-1)?.expires_at?.toISOString() ?? null;
    throw new ApiError(errorCodes.couponExpired, 'This coupon has expired', { field: 'coupon', expiresAt });
  }
  if (live.every((lot) => Number(lot.remaining) === 0)) throw couponUsed();
  if (couponProblem(terms, amount) === 'belowMinimum') {
    throw new ApiError(
      errorCodes.couponBelowMinimum,
      `This coupon applies to deposits of ${(terms.minDeposit / 100).toFixed(2)} or more`,
      { field: 'coupon', minimum: terms.minDeposit },
    );
  }
  for (const lot of live) {
    const taken = await tx.query(
      `UPDATE prop_lots SET remaining = remaining - 1
        WHERE id = $1 AND remaining > 0 AND (expires_at IS NULL OR expires_at > $2)
        RETURNING id`,
      [lot.id, now.toISOString()],
    );
    if (taken.rows.length === 1) {
      return { lotId: Number(lot.id), propId: lot.prop_id, bonus: couponBonus(terms, amount) };
    }
  }
  throw couponUsed();
}

const notADepositCoupon = (propId: number) =>
  new ApiError(errorCodes.notADepositCoupon, `Prop ${propId} is not a deposit coupon`, {
    field: 'coupon',
    propId,
  });

const couponUsed = () =>
  new ApiError(errorCodes.couponUsed, 'This coupon is used, or held by another open deposit', {
    field: 'coupon',
  });

/** Gives an order's coupon back to its lot: the order was cancelled or expired unpaid. */
export async function releaseCoupon(tx: Queryable, lotId: number): Promise<void> {
  await tx.query('UPDATE prop_lots SET remaining = remaining + 1 WHERE id = $1', [lotId]);
}

/**
 * Pays a paid order's coupon bonus through the rewards service, in the payment's transaction,
 * once per order (source key `coupon:deposit:<player>:<order number>`); returns the grant's id.
 */
export async function payCouponBonus(
  tx: Queryable,
  order: { userId: number; orderNo: string; propId: number; bonus: number },
): Promise<number> {
  const grant = await grantReward(tx, {
    module: 'coupon',
    event: 'deposit',
    playerId: order.userId,
    period: order.orderNo,
    awards: [{ propId: propIdRanges.coin.min, count: order.bonus }],
    wageringMultiple: depositCouponTerms(order.propId)?.wageringMultiple ?? 0,
  });
  return grant.id;
}

/**
 * For `check:ledger`: deposit orders with a coupon against the rewards service and the lots. A
 * paid order's coupon was granted once, as the bonus the order recorded (the grant's own ledger
 * credit is checked with every grant); an unpaid order's was not. And each deposit coupon lot has
 * exactly as many coupons taken as orders pending or paid hold it (deposits are the only use).
 */
export async function couponProblems(db: Queryable): Promise<string[]> {
  const orders = await db.query<{ value: string }>(
    `SELECT o.order_no || ' (' || o.status || ': coupon bonus granted ' || coalesce(g.coin, 0)
              || ' of ' || o.coupon_bonus || ')' AS value
       FROM deposit_orders AS o
       LEFT JOIN reward_grants AS g ON g.source_key = 'coupon:deposit:' || o.user_id || ':' || o.order_no
      WHERE o.coupon_lot_id IS NOT NULL
        AND CASE WHEN o.status = 'paid' THEN g.id IS DISTINCT FROM o.coupon_grant_id OR g.coin <> o.coupon_bonus
                 ELSE g.id IS NOT NULL END
      ORDER BY o.id`,
  );
  const lots = await db.query<{ value: string }>(
    `SELECT 'coupon lot ' || l.id || ' (' || (l.count - l.remaining) || ' taken, '
              || coalesce(held.orders, 0) || ' on open or paid orders)' AS value
       FROM prop_lots AS l
       LEFT JOIN (SELECT coupon_lot_id, count(*) AS orders FROM deposit_orders
                   WHERE coupon_lot_id IS NOT NULL AND status IN ('pending', 'paid')
                   GROUP BY coupon_lot_id) AS held ON held.coupon_lot_id = l.id
      WHERE (${depositCouponIds.replaceAll('prop_id', 'l.prop_id')})
        AND l.count - l.remaining <> coalesce(held.orders, 0)
      ORDER BY l.id`,
  );
  return [...orders.rows, ...lots.rows].map((row) => row.value);
}
